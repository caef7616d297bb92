"use client";

import { useCallback, useRef } from "react";

/** Spec §9: a press held this long opens the chat's menu. */
export const LONG_PRESS_MS = 500;

/**
 * Pointer handlers that call `onLongPress` after the press is held `delay` ms without
 * moving away; `wasLongPress()` lets the click that follows be ignored.
 */
export function useLongPress(onLongPress: () => void, delay = LONG_PRESS_MS) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const fired = useRef(false);
  const origin = useRef<{ x: number; y: number } | null>(null);

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const onPointerDown = useCallback(
    (event: React.PointerEvent) => {
      // Only the primary button of a mouse; touch and pen presses always count.
      if (event.pointerType === "mouse" && event.button !== 0) return;
      fired.current = false;
      origin.current = { x: event.clientX, y: event.clientY };
      cancel();
      timer.current = setTimeout(() => {
        fired.current = true;
        onLongPress();
      }, delay);
    },
    [cancel, delay, onLongPress],
  );

  const onPointerMove = useCallback(
    (event: React.PointerEvent) => {
      const start = origin.current;
      if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > 10) cancel();
    },
    [cancel],
  );

  const wasLongPress = useCallback(() => {
    const value = fired.current;
    fired.current = false;
    return value;
  }, []);

  return {
    handlers: { onPointerDown, onPointerMove, onPointerUp: cancel, onPointerLeave: cancel, onPointerCancel: cancel },
    wasLongPress,
  };
}
