import type { CDPSession, Page } from "@playwright/test";

/**
 * Chromium's virtual authenticator (DevTools protocol, WebAuthn domain) on the page, standing in
 * for the phone's screen lock: a platform authenticator that keeps discoverable credentials and
 * verifies the user (docs/product-rules.md#accounts).
 */
export async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}
