import { cva, type VariantProps } from "class-variance-authority";
import type { HTMLAttributes } from "react";
import { cn } from "~/lib/cn";

const badgeVariants = cva("inline-flex items-center gap-1 rounded-full font-semibold", {
  variants: {
    variant: {
      brand: "bg-brand-600 text-white",
      soft: "bg-brand-50 text-brand-700",
      neutral: "bg-gray-100 text-gray-800",
      outline: "border border-gray-300 text-gray-800",
      success: "bg-emerald-50 text-emerald-800",
    },
    size: {
      sm: "px-2.5 py-0.5 text-xs",
      md: "px-3 py-1 text-sm",
    },
  },
  defaultVariants: { variant: "soft", size: "sm" },
});

export function Badge({
  className,
  variant,
  size,
  ...props
}: HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant, size }), className)} {...props} />;
}
