import { useEffect, useRef, useState, type RefObject } from "react";
import { afterLoadWhenIdle } from "./when-idle";

/**
 * Whether a part below the fold should render now (issue 30): once it comes into view,
 * or, after the dater's first scroll, within a quarter screen of the viewport's bottom
 * edge (so it is there when scrolled to), or anyway once the page has been idle a while
 * after loading (so keyboard and screen-reader users, who do not scroll to it first,
 * find it too). Before the first scroll, only what is in view: the parts just under the
 * fold would otherwise load and render in the middle of the page's start-up (decision
 * 0038). Attach the ref to the part's placeholder.
 */
export function useWhenNear<E extends Element>(): [RefObject<E | null>, boolean] {
  const ref = useRef<E | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const show = () => setNear(true);
    const cancel = afterLoadWhenIdle(show);
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== "function") return cancel;
    const observers: IntersectionObserver[] = [];
    const watch = (rootMargin: string) => {
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
        rootMargin,
      });
      observer.observe(element);
      observers.push(observer);
    };
    const scrolled = () => watch("0px 0px 25% 0px");
    watch("0px");
    window.addEventListener("scroll", scrolled, { once: true, passive: true });
    return () => {
      cancel();
      window.removeEventListener("scroll", scrolled);
      for (const observer of observers) observer.disconnect();
    };
  }, [near]);
  return [ref, near];
}
