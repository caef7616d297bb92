import { cn } from "~/lib/cn";
import { ADMIN_TEXTS as T, formatDateTime } from "./texts";
import type { AdminReport } from "./types";

/**
 * The evidence snapshot (docs/product-rules.md#blocks-and-reports) as the chat looked to the reporter: their messages on the right,
 * the reported user's on the left, images inline (moderators may fetch them). An automatic report
 * (docs/product-rules.md#automatic-flags) has no reporter: everyone but the reported user is on the right.
 */
export function EvidenceTranscript({
  messages,
  reporterId,
  reportedUserId,
  names,
  label = T.evidence,
  empty = T.evidenceEmpty,
}: {
  messages: AdminReport["evidence"];
  reporterId: string | null;
  reportedUserId: string;
  names: { reporter: string; reported: string };
  label?: string;
  empty?: string;
}) {
  if (messages.length === 0) return <p className="text-sm text-gray-600">{empty}</p>;
  return (
    <ol className="flex flex-col gap-2" aria-label={label}>
      {messages.map((message) => {
        const fromReporter = reporterId !== null ? message.senderId === reporterId : message.senderId !== reportedUserId;
        const sender = fromReporter ? names.reporter : names.reported;
        return (
          <li
            key={message.id}
            className={cn("flex max-w-[85%] flex-col gap-0.5", fromReporter ? "items-end self-end" : "items-start self-start")}
          >
            <span className="px-1 text-[11px] font-semibold text-gray-600">{sender}</span>
            <div
              className={cn(
                "overflow-hidden rounded-2xl px-3.5 py-2 text-[15px] leading-snug",
                fromReporter
                  ? "rounded-br-md bg-brand-600 text-white"
                  : "rounded-bl-md bg-white text-gray-900 ring-1 ring-gray-200",
              )}
            >
              {message.imageUrl ? (
                // eslint-disable-next-line @next/next/no-img-element -- private, cookie-authenticated image
                <img src={message.imageUrl} alt={T.evidenceImage(sender)} className="mb-1 max-h-60 rounded-xl object-cover" />
              ) : null}
              <p className="whitespace-pre-wrap break-words">{message.content}</p>
            </div>
            <time className="px-1 text-[11px] text-gray-600" dateTime={new Date(message.createdAt).toISOString()}>
              {formatDateTime(message.createdAt)}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
