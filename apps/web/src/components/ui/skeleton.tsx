import type { HTMLAttributes } from "react";
import { cn } from "~/lib/cn";

const ROUNDED = { xl: "rounded-xl", "2xl": "rounded-2xl", full: "rounded-full" } as const;

export function Skeleton({
  className,
  rounded = "xl",
  ...props
}: HTMLAttributes<HTMLDivElement> & { rounded?: keyof typeof ROUNDED }) {
  return (
    <div
      aria-hidden
      className={cn("animate-pulse bg-gray-200 motion-reduce:animate-none", ROUNDED[rounded], className)}
      {...props}
    />
  );
}
