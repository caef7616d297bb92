import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DateStyleProvider } from "./date-style";
import { LocalTime } from "./local-time";

const at = new Date(2026, 10, 28, 21, 5);

describe("LocalTime", () => {
  it("writes no time into the server's HTML, only a line's height", () => {
    expect(renderToString(<LocalTime at={at} />)).toBe(`<time dateTime="${at.toISOString()}">\u00a0</time>`);
  });

  it("writes the time in the browser's zone, the dater's way, once on the client", () => {
    render(
      <DateStyleProvider style={{ hour12: false, dayFirst: true }}>
        <LocalTime at={at.toISOString()} />
        <LocalTime at={at} as="dayAndClock" />
      </DateStyleProvider>,
    );
    expect(screen.getByText("21:05")).toHaveAttribute("datetime", at.toISOString());
    expect(screen.getByText("28 Nov 2026, 21:05")).toBeInTheDocument();
  });
});
