import { Id } from "@unveil/validators";
import { ReportScreen } from "~/components/report/report-screen";
import { AppFrame } from "~/components/shell/app-frame";
import { requireStage } from "~/server/page-access";

interface ReportPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * `/report` (spec §2), no bottom navigation. `?userId=` (from a chat's 'Report User')
 * pre-fills whom the report is about; anything that is not a user id is ignored.
 * `&messageId=` (a message's `Report`, docs/product-rules.md#are-you-sure) makes that message lead the evidence.
 */
export default async function ReportPage({ searchParams }: ReportPageProps) {
  await requireStage("app");
  const { userId, messageId } = await searchParams;
  const parsed = Id.safeParse(typeof userId === "string" ? userId : undefined);
  const message = Id.safeParse(typeof messageId === "string" ? messageId : undefined);
  return (
    <AppFrame>
      <ReportScreen
        reportedUserId={parsed.success ? parsed.data : undefined}
        messageId={parsed.success && message.success ? message.data : undefined}
      />
    </AppFrame>
  );
}
