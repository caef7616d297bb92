/**
 * Makes everything on the page `inert` except `content` (and live regions, which must
 * keep announcing), until the returned function undoes it. For popups that hide the
 * rest of the page with aria-hidden (Radix Select's list) but leave it focusable:
 * focusable content inside aria-hidden is an accessibility fault (axe: aria-hidden-focus).
 */
export function inertOutside(content: Element): () => void {
  const keep = [content, ...Array.from(document.querySelectorAll("[aria-live], script"))];
  const onPath = new Set<Element>();
  for (const element of keep) {
    for (let node: Element | null = element; node; node = node.parentElement) onPath.add(node);
  }
  const madeInert: Element[] = [];
  const visit = (parent: Element) => {
    for (const child of Array.from(parent.children)) {
      if (keep.includes(child)) continue;
      if (onPath.has(child)) visit(child);
      else if (!child.hasAttribute("inert")) {
        child.setAttribute("inert", "");
        madeInert.push(child);
      }
    }
  };
  visit(document.body);
  return () => {
    for (const element of madeInert) element.removeAttribute("inert");
  };
}
