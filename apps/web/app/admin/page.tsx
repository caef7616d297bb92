import { AdminScreen } from "~/components/admin/admin-screen";
import { AppFrame } from "~/components/shell/app-frame";
import { requireModerator } from "~/server/page-access";

/** `/admin`: the open queue, the resolved reports and the audit log (docs/product-rules.md#moderation). */
export default async function AdminPage() {
  await requireModerator();
  return (
    <AppFrame className="max-w-2xl">
      <AdminScreen />
    </AppFrame>
  );
}
