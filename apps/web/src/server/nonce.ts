import { headers } from "next/headers";

/** The request header through which the proxy hands a page its CSP nonce (apps/web/proxy.ts). */
export const NONCE_HEADER = "x-nonce";

/**
 * The nonce of the page being rendered. Reading the request makes every page render per
 * request, which a nonce needs: a page built ahead of time would carry no nonce at all.
 */
export async function pageNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}
