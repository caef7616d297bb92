import type { HTMLAttributes } from "react";
import { cn } from "~/lib/cn";

export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div aria-hidden className={cn("animate-pulse rounded-xl bg-gray-200 motion-reduce:animate-none", className)} {...props} />
  );
}
