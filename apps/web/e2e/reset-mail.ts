import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

/** Where the server writes its mails without SMTP_URL: `{DATA_DIR}/outbox/*.eml` (docs/product-rules.md#mail; DATA_DIR of playwright.config.ts). */
const OUTBOX = path.resolve(import.meta.dirname, "../.e2e-data/outbox");

/** A mail file's text as a reader sees it: quoted-printable soft breaks joined, escapes decoded. */
function decoded(eml: string): string {
  return eml.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * What `read` finds in the newest mail of `kind` to `to` in the outbox (`what` names it in the
 * error); waits for the sender (it writes after the commit) up to `timeoutMs`.
 */
async function fromNewestMail(
  to: string,
  kind: string,
  read: (text: string) => string | undefined,
  what: string,
  timeoutMs: number,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const addressedTo = new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "im");
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(OUTBOX).filter((name) => name.endsWith(".eml") && name.includes(`-${kind}-`));
    } catch {
      // No mail written yet.
    }
    for (const file of files.sort().reverse()) {
      const text = decoded(readFileSync(path.join(OUTBOX, file), "utf8"));
      if (!addressedTo.test(text)) continue;
      const found = read(text);
      if (found) return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${what} to ${to} in ${OUTBOX}`);
}

/** The link of the newest mail of `kind` to `to` in the outbox, as the dater would click it. */
export async function linkFromMail(to: string, kind: string, parameter: string, timeoutMs = 15_000): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+/\\?${parameter}=[\\w-]+`);
  return fromNewestMail(to, kind, (text) => pattern.exec(text)?.[0], `${kind} mail`, timeoutMs);
}

/**
 * The confirmation code of the newest mail of `kind` to `to`: the line of its text part
 * that is only the code (docs/product-rules.md#mail).
 */
export async function codeFromMail(to: string, kind: string, timeoutMs = 15_000): Promise<string> {
  const code = (text: string) => /^([ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8})\r?$/m.exec(text)?.[1];
  return fromNewestMail(to, kind, code, `${kind} mail with a code`, timeoutMs);
}
