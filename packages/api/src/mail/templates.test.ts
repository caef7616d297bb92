import { describe, expect, it } from "vitest";
import type { MailMessage } from "./mail-message";
import { renderMail } from "./templates";

/** docs/product-rules.md#mail: exact subjects, links and codes alone on their line, nothing unescaped. */
const LINK = "https://unveil.example/?verify=abc_DEF-123";
const EVERY_KIND: MailMessage[] = [
  { kind: "confirm-email", to: "a@example.com", code: "ABCD2345", link: LINK },
  { kind: "password-reset", to: "a@example.com", link: "https://unveil.example/?reset=xyz" },
  { kind: "password-changed", to: "a@example.com" },
  { kind: "confirm-new-email", to: "b@example.com", code: "WXYZ6789", link: LINK },
  { kind: "email-changing", to: "a@example.com", newEmailHidden: "b***@e***.com" },
  {
    kind: "new-sign-in",
    to: "a@example.com",
    device: "Firefox on Linux",
    at: "2026-11-25 21:40 UTC",
    link: "https://unveil.example/settings",
  },
];

describe("renderMail", () => {
  it("gives each kind its exact subject", () => {
    expect(EVERY_KIND.map((mail) => renderMail(mail).subject)).toEqual([
      "Confirm your email for Unveil",
      "Reset your Unveil password",
      "Your Unveil password was changed",
      "Confirm your new email for Unveil",
      "Your Unveil email is being changed",
      "New sign-in to your Unveil account",
    ]);
  });

  it("puts every link and code on a line of its own in the text part, and into the HTML part", () => {
    for (const mail of EVERY_KIND) {
      const { text, html } = renderMail(mail);
      const lines = text.split("\n");
      for (const value of ["code" in mail ? mail.code : undefined, "link" in mail ? mail.link : undefined]) {
        if (!value) continue;
        expect(lines, mail.kind).toContain(value);
        expect(html, mail.kind).toContain(value);
      }
      expect(html).toMatch(/^<!doctype html>/);
      expect(text).not.toContain("<");
    }
  });

  it("escapes what it shows in HTML", () => {
    const { html, text } = renderMail({ kind: "new-sign-in", to: "a@example.com", device: '<b>"x"</b>', at: "now", link: LINK });
    expect(html).toContain("&lt;b&gt;&quot;x&quot;&lt;/b&gt;");
    expect(html).not.toContain("<b>");
    expect(text).toContain('<b>"x"</b>');
  });
});
