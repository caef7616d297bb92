import { Card } from "~/components/ui/card";
import { DownloadMyDataButton } from "./download-my-data-button";
import { SETTINGS_TEXTS } from "./texts";

const T = SETTINGS_TEXTS.myData;

/** docs/product-rules.md#the-daters-data: the `My data` card, rendered on the server; only its button hydrates. */
export function MyDataCard() {
  return (
    <Card className="space-y-3 p-5" role="region" aria-labelledby="my-data-heading">
      <h2 id="my-data-heading" className="text-base font-semibold text-gray-900">
        {T.heading}
      </h2>
      <p className="text-sm text-gray-700">{T.body}</p>
      <DownloadMyDataButton texts={{ download: T.download, preparing: T.preparing, failed: T.failed }} />
    </Card>
  );
}
