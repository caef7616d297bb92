import { Id } from "@unveil/validators";
import { notFound } from "next/navigation";
import { AdminReportScreen } from "~/components/admin/admin-report-screen";
import { AppFrame } from "~/components/shell/app-frame";
import { requireModerator } from "~/server/page-access";

interface AdminReportPageProps {
  params: Promise<{ id: string }>;
}

/** `/admin/reports/{id}`: one report, its evidence and the three decisions (docs/product-rules.md#moderation). */
export default async function AdminReportPage({ params }: AdminReportPageProps) {
  const viewer = await requireModerator();
  const { id } = await params;
  const reportId = Id.safeParse(id);
  if (!reportId.success) notFound();
  return (
    <AppFrame className="max-w-2xl">
      <AdminReportScreen reportId={reportId.data} moderatorId={viewer.user.id} />
    </AppFrame>
  );
}
