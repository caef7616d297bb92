import { BadgeCheck } from "lucide-react";
import { Badge } from "./badge";

/** docs/product-rules.md#verification-and-date-plans: a moderator verified this person's photos (shown before reveal too). */
export function VerifiedBadge({ className }: { className?: string }) {
  return (
    <Badge variant="success" className={className}>
      <BadgeCheck className="size-3.5" aria-hidden />
      Verified
    </Badge>
  );
}
