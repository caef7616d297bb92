/**
 * The look of every Unveil mail (docs/decisions/0023-mail-outbox.md): one plain-text
 * layout where a link or a code stands alone on its own line, and one HTML layout built
 * from tables and inline styles (what mail clients render alike), in the app's colours.
 */

/** A piece of a mail, shown the same way in both parts. */
export type MailBlock =
  | { type: "paragraph"; text: string }
  | { type: "code"; code: string }
  | { type: "button"; label: string; href: string }
  | { type: "fine-print"; text: string };

const BRAND = "#db2777";
const BRAND_DARK = "#be185d";
const INK = "#111827";
const MUTED = "#6b7280";
const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

const FOOTER = "This mail was sent automatically by Unveil. Replies are not read.";

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** The plain-text part: the heading, then each block; links and codes on lines of their own. */
export function textLayout(heading: string, blocks: MailBlock[]): string {
  const lines = [heading, ""];
  for (const block of blocks) {
    if (block.type === "paragraph" || block.type === "fine-print") lines.push(block.text, "");
    if (block.type === "code") lines.push(block.code, "");
    if (block.type === "button") lines.push(`${block.label}:`, "", block.href, "");
  }
  lines.push("--", FOOTER, "");
  return lines.join("\n");
}

function htmlBlock(block: MailBlock): string {
  switch (block.type) {
    case "paragraph":
      return `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${INK};">${escapeHtml(block.text)}</p>`;
    case "fine-print":
      return `<p style="margin:0 0 12px;font-size:13px;line-height:20px;color:${MUTED};">${escapeHtml(block.text)}</p>`;
    case "code":
      return `<p style="margin:8px 0 24px;text-align:center;"><span style="display:inline-block;padding:12px 20px;border-radius:12px;background:#fdf2f8;border:1px solid #fce7f3;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:28px;line-height:36px;letter-spacing:6px;font-weight:700;color:${BRAND_DARK};">${escapeHtml(block.code)}</span></p>`;
    case "button":
      return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td style="border-radius:999px;background:${BRAND};"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:999px;">${escapeHtml(block.label)}</a></td></tr></table><p style="margin:0 0 16px;font-size:13px;line-height:20px;color:${MUTED};word-break:break-all;">Or paste this link into your browser: <a href="${escapeHtml(block.href)}" style="color:${BRAND_DARK};">${escapeHtml(block.href)}</a></p>`;
  }
}

/** The HTML part: a wordmark, one white card with the heading and blocks, a quiet footer. */
export function htmlLayout(heading: string, preview: string, blocks: MailBlock[]): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(heading)}</title>
</head>
<body style="margin:0;padding:0;background:#fdf2f8;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#fdf2f8;font-family:${FONT};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:480px;">
<tr><td style="padding:0 8px 16px;font-size:24px;font-weight:800;letter-spacing:-0.5px;color:${BRAND};">Unveil</td></tr>
<tr><td style="background:#ffffff;border-radius:20px;padding:32px 24px;box-shadow:0 1px 3px rgba(17,24,39,0.08);">
<h1 style="margin:0 0 16px;font-size:22px;line-height:28px;font-weight:700;color:${INK};">${escapeHtml(heading)}</h1>
${blocks.map(htmlBlock).join("\n")}
</td></tr>
<tr><td style="padding:16px 8px;font-size:12px;line-height:18px;color:${MUTED};">${escapeHtml(FOOTER)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
