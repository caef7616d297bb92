import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { ServiceWorkerRegistration } from "~/components/pwa/service-worker-registration";
import { VerifyEmailLink } from "~/components/email/verify-link";
import { StyleNonce } from "~/components/style-nonce";
import { Toaster } from "~/components/ui/toaster";
import { pageNonce } from "~/server/nonce";
import "./globals.css";
import { TYPEFACE_URL } from "./typeface";

export const metadata: Metadata = {
  title: "Unveil — Connect through personality, reveal through choice",
  description: "A personality-first dating app: match on who you are, chat as a Mystery Match, reveal when you both choose.",
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#be185d",
};

/**
 * Every page, signed in or not: the toasts, and the link of a confirmation mail
 * (`?verify=`, which may land on any page). Signed-in screens add their data
 * providers in `(app)/layout.tsx`. Reading the CSP nonce renders every page per request
 * (docs/decisions/0012-security-headers.md).
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const nonce = await pageNonce();
  return (
    // `data-server-rendered`: the page hydrates what the server drew (`~/hooks/use-hydrated`).
    <html lang="en" data-server-rendered="">
      <body className="min-h-dvh bg-gray-50 font-sans text-gray-900 antialiased">
        {/* With `font-display: optional`, a preloaded font holds the first paint until it is
            here (briefly), so the first layout is drawn in it and text never jumps. */}
        <link rel="preload" href={TYPEFACE_URL} as="font" type="font/woff2" crossOrigin="" />
        <StyleNonce nonce={nonce} />
        {children}
        <Toaster />
        <VerifyEmailLink />
        <ServiceWorkerRegistration />
      </body>
    </html>
  );
}
