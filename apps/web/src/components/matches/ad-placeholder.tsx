import { clientEnv } from "~/client-env";
import { MATCHES_TEXTS as T } from "./texts";

/**
 * The advertisement box of spec §2. With a publisher ID configured it becomes an
 * ad slot for that publisher; no third-party script is loaded by the app itself.
 */
export function AdPlaceholder() {
  const publisherId = clientEnv.adsensePublisherId;
  if (publisherId) {
    return (
      <aside aria-label={T.adLabel} className="my-4 min-h-24 overflow-hidden rounded-2xl border border-gray-200 bg-white">
        <ins
          className="adsbygoogle block min-h-24"
          data-ad-client={publisherId}
          data-ad-format="auto"
          data-full-width-responsive="true"
        />
      </aside>
    );
  }
  return (
    <aside
      aria-label={T.adLabel}
      className="my-4 flex min-h-24 flex-col items-center justify-center rounded-2xl border border-dashed border-gray-300 bg-gray-100 px-4 py-5 text-center"
    >
      <p className="text-sm font-semibold text-gray-700">{T.adTitle}</p>
      <p className="text-xs text-gray-600">{T.adBody}</p>
    </aside>
  );
}
