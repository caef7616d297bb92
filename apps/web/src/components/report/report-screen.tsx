import { Card } from "~/components/ui/card";
import { ReportForm } from "./report-form";
import { SafetyNote } from "./safety-note";
import { REPORT_TEXTS as T } from "./texts";

/** `/report` (spec §2 Report): the form and the safety note. */
export function ReportScreen({
  reportedUserId,
  messageId,
}: {
  reportedUserId?: string | undefined;
  messageId?: string | undefined;
}) {
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-gray-900">{T.title}</h1>
        <p className="text-sm text-gray-600">{T.subtitle}</p>
      </header>
      <Card className="space-y-5 p-5">
        <div className="space-y-1">
          <h2 className="text-lg font-semibold text-gray-900">{T.formTitle}</h2>
          <p className="text-sm text-gray-600">{T.formIntro}</p>
        </div>
        <ReportForm reportedUserId={reportedUserId} messageId={messageId} />
      </Card>
      <SafetyNote />
    </div>
  );
}
