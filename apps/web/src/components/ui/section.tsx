import { useId, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Card } from "./card";

/**
 * A titled part of a screen: a `<section>` named by its small uppercase heading, so a
 * screen reader lists it as a region. `framed` sets it on a card.
 */
export function Section({
  title,
  children,
  framed = false,
  tight = false,
  className,
}: {
  title: string;
  children: ReactNode;
  framed?: boolean;
  /** Less space between the heading and the items (a list of rows). */
  tight?: boolean;
  className?: string;
}) {
  const id = useId();
  const section = (
    <section aria-labelledby={id} className={cn(tight ? "space-y-2" : "space-y-3", className)}>
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wide text-gray-600">
        {title}
      </h2>
      {children}
    </section>
  );
  return framed ? <Card className="p-5">{section}</Card> : section;
}
