import { WifiOff } from "lucide-react";

export const OFFLINE_TEXT = "You're offline. We'll reconnect when you're back.";

/** What the service worker shows for any page while there is no network (docs/product-rules.md#push). */
export function OfflineScreen() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <div className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-brand-600">
        <WifiOff aria-hidden="true" className="h-8 w-8" />
      </div>
      <h1 className="text-xl font-bold text-gray-900">Unveil</h1>
      <p className="text-base text-balance text-gray-700">{OFFLINE_TEXT}</p>
    </main>
  );
}
