import type { Metadata } from "next";
import { OfflineScreen } from "~/components/pwa/offline-screen";

export const metadata: Metadata = { title: "Offline — Unveil" };

/** The precached page the service worker answers any page with while offline. */
export default function OfflinePage() {
  return <OfflineScreen />;
}
