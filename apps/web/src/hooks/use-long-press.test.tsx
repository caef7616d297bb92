import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LONG_PRESS_MS, useLongPress } from "./use-long-press";

function Pressable({ onLongPress, onClick }: { onLongPress: () => void; onClick: (long: boolean) => void }) {
  const { handlers, wasLongPress } = useLongPress(onLongPress);
  return (
    <button {...handlers} onClick={() => onClick(wasLongPress())}>
      chat
    </button>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("useLongPress", () => {
  it("fires after 500 ms held, and marks the following click as part of the press", () => {
    const onLongPress = vi.fn();
    const onClick = vi.fn();
    render(<Pressable onLongPress={onLongPress} onClick={onClick} />);
    const button = screen.getByRole("button");
    fireEvent.pointerDown(button, { button: 0, clientX: 5, clientY: 5 });
    act(() => {
      vi.advanceTimersByTime(LONG_PRESS_MS - 1);
    });
    expect(onLongPress).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onLongPress).toHaveBeenCalledTimes(1);
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenLastCalledWith(true);
  });

  it("does not fire for a short tap or when the finger moves away (scrolling)", () => {
    const onLongPress = vi.fn();
    const onClick = vi.fn();
    render(<Pressable onLongPress={onLongPress} onClick={onClick} />);
    const button = screen.getByRole("button");
    fireEvent.pointerDown(button, { button: 0, clientX: 5, clientY: 5 });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenLastCalledWith(false);

    fireEvent.pointerDown(button, { button: 0, clientX: 5, clientY: 5 });
    fireEvent.pointerMove(button, { clientX: 5, clientY: 40 });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onLongPress).not.toHaveBeenCalled();
  });
});
