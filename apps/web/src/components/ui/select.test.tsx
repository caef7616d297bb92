import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SelectField } from "./select";

const OPTIONS = [
  { value: "men", label: "Men" },
  { value: "women", label: "Women" },
];

const field = (onValueChange = () => {}, Field = SelectField) => (
  <Field id="looking-for" aria-label="Looking For" value="men" onValueChange={onValueChange} options={OPTIONS} />
);

/** SelectField with its menu's code not loaded yet (src/test/setup.ts loads every lazy part up front). */
async function freshSelectField() {
  vi.resetModules();
  const fresh = await import("./select");
  const lazy = await import("~/lib/lazy-module");
  return { SelectField: fresh.SelectField, loadMenu: lazy.loadEveryLazyModule };
}

describe("SelectField (a stand-in until first opened)", () => {
  it("keeps the button under a press when the menu's code arrives mid-press, and the press opens the list", async () => {
    const { SelectField: Fresh, loadMenu } = await freshSelectField();
    render(field(undefined, Fresh));
    const standIn = screen.getByRole("combobox", { name: "Looking For" });
    expect(standIn).not.toHaveAttribute("dir"); // the stand-in, not Radix's trigger
    // The finger is down (its first touch starts the preload) when the code arrives.
    fireEvent.pointerEnter(standIn);
    fireEvent.pointerDown(standIn);
    await act(() => loadMenu());
    expect(screen.getByRole("combobox", { name: "Looking For" })).toBe(standIn);
    fireEvent.pointerUp(standIn);
    fireEvent.click(standIn);
    expect(await screen.findByRole("listbox")).toBeInTheDocument();
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Men", "Women"]);
  });

  it("opens from the keyboard and sets the chosen value", async () => {
    const onValueChange = vi.fn();
    render(field(onValueChange));
    const standIn = screen.getByRole("combobox", { name: "Looking For" });
    expect(standIn).toHaveTextContent("Men");
    standIn.focus();
    await userEvent.keyboard("{ArrowDown}");
    await userEvent.click(await screen.findByRole("option", { name: "Women" }));
    expect(onValueChange).toHaveBeenCalledWith("women");
  });

  it("moves to the next option that starts with a typed letter while closed, as Radix's trigger does", async () => {
    const { SelectField: Fresh } = await freshSelectField();
    const onValueChange = vi.fn();
    render(field(onValueChange, Fresh));
    const standIn = screen.getByRole("combobox", { name: "Looking For" });
    standIn.focus();
    await userEvent.keyboard("w");
    expect(onValueChange).toHaveBeenLastCalledWith("women");
    expect(standIn).not.toHaveAttribute("dir"); // still the closed stand-in
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("takes Space within a search as a letter of it, and opens on Space otherwise", async () => {
    const { SelectField: Fresh, loadMenu } = await freshSelectField();
    const onValueChange = vi.fn();
    const twoWords = [
      { value: "men", label: "Men" },
      { value: "women", label: "Women" },
      { value: "any", label: "Any one" },
    ];
    render(<Fresh id="f" aria-label="Looking For" value="men" onValueChange={onValueChange} options={twoWords} />);
    const standIn = screen.getByRole("combobox", { name: "Looking For" });
    standIn.focus();
    await userEvent.keyboard("any ");
    expect(onValueChange).toHaveBeenLastCalledWith("any");
    await act(() => loadMenu());
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    await userEvent.keyboard(" ");
    expect(await screen.findByRole("listbox")).toBeInTheDocument();
  });
});
