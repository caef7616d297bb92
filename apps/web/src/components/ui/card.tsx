import type { HTMLAttributes } from "react";
import { cn } from "~/lib/cn";

/** The card's border and background: white with a grey border unless a tone is given. */
const TONES = {
  plain: "border-gray-200 bg-white",
  brand: "border-brand-100 bg-white",
  danger: "border-red-200 bg-white",
  brandTint: "border-brand-100 bg-brand-50/60",
  dangerTint: "border-red-200 bg-red-50",
} as const;

export function Card({ className, tone = "plain", ...props }: HTMLAttributes<HTMLDivElement> & { tone?: keyof typeof TONES }) {
  return <div className={cn("rounded-2xl border shadow-sm", TONES[tone], className)} {...props} />;
}
