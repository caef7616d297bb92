import { AppFrame } from "~/components/shell/app-frame";
import { VerifyScreen } from "~/components/verify/verify-screen";
import { requireStage } from "~/server/page-access";

/**
 * `/verify` (docs/product-rules.md#verification-and-date-plans): signed in; the one page whose
 * Permissions-Policy lets it use the camera.
 */
export default async function VerifyPage() {
  await requireStage("app");
  return (
    <AppFrame>
      <VerifyScreen />
    </AppFrame>
  );
}
