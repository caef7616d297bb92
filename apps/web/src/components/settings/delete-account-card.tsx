import { TriangleAlert } from "lucide-react";
import { Card } from "~/components/ui/card";
import { DeleteAccountButton } from "./delete-account-button";
import { SETTINGS_TEXTS } from "./texts";

const { heading, body, ...BUTTON_TEXTS } = SETTINGS_TEXTS.danger;

/** Spec §2 Danger Zone, rendered on the server; only 'Delete My Account' and its dialog hydrate. */
export function DeleteAccountCard() {
  return (
    <Card tone="danger" className="space-y-3 p-5" role="region" aria-labelledby="danger-zone-heading">
      <h2 id="danger-zone-heading" className="flex items-center gap-2 text-base font-semibold text-red-700">
        <TriangleAlert className="size-5" aria-hidden />
        {heading}
      </h2>
      <p className="text-sm text-gray-700">{body}</p>
      <DeleteAccountButton texts={BUTTON_TEXTS} />
    </Card>
  );
}
