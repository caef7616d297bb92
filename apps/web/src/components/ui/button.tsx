import { cva, type VariantProps } from "class-variance-authority";
import { forwardRef, type ButtonHTMLAttributes } from "react";
import { cn } from "~/lib/cn";

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "rounded-full bg-brand-600 text-white shadow-sm hover:bg-brand-700",
        secondary: "rounded-full bg-brand-50 text-brand-700 hover:bg-brand-100",
        outline: "rounded-full border border-gray-300 bg-white text-gray-900 hover:bg-gray-50",
        ghost: "rounded-full text-gray-700 hover:bg-gray-100",
        destructive: "rounded-full bg-red-600 text-white shadow-sm hover:bg-red-700",
        link: "rounded-none text-brand-700 underline-offset-4 hover:underline",
      },
      size: {
        default: "h-11 px-5 text-sm",
        sm: "h-9 px-4 text-sm",
        lg: "h-12 px-6 text-base",
        icon: "size-10 text-sm",
        /** A small link without side padding, in line with text above or beside it. */
        flush: "h-9 text-sm",
        /** A link in running text: its line's height, no padding. */
        inline: "text-sm",
      },
    },
    defaultVariants: { variant: "primary", size: "default" },
  },
);

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & VariantProps<typeof buttonVariants>;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant, size, type = "button", ...props },
  ref,
) {
  return <button ref={ref} type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
});
