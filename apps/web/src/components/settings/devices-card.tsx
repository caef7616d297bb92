import { Card } from "~/components/ui/card";
import { DevicesList } from "./devices-list";
import { SETTINGS_TEXTS } from "./texts";

const T = SETTINGS_TEXTS.devices;

/** docs/product-rules.md#the-daters-data: the signed-in devices card, rendered on the server; only the list hydrates. */
export function DevicesCard() {
  return (
    <Card className="space-y-3 p-5" role="region" aria-labelledby="devices-heading">
      <h2 id="devices-heading" className="text-base font-semibold text-gray-900">
        {T.heading}
      </h2>
      <p className="text-sm text-gray-700">{T.body}</p>
      <DevicesList />
    </Card>
  );
}
