import { describe, expect, it } from "vitest";
import { type ComboboxEvent, type ComboboxState, comboboxCommand, comboboxReducer } from "./combobox-state";

const closed: ComboboxState = { text: "", open: false, active: 0 };
const run = (state: ComboboxState, ...events: ComboboxEvent[]) => events.reduce(comboboxReducer, state);

describe("the combobox's state", () => {
  it("typing opens the list on its first option", () => {
    const moved = run(closed, { type: "typed", text: "ن" }, { type: "moved", by: 1, count: 3 });
    expect(moved).toEqual({ text: "ن", open: true, active: 1 });
    expect(run(moved, { type: "typed", text: "نج" })).toEqual({ text: "نج", open: true, active: 0 });
  });

  it("opening without typing keeps the text and starts on the first option", () => {
    const state = { text: "Najaf", open: false, active: 2 };
    expect(run(state, { type: "opened" })).toEqual({ text: "Najaf", open: true, active: 0 });
  });

  it("ArrowDown and ArrowUp stop at the ends", () => {
    const open = run(closed, { type: "opened" });
    const down = { type: "moved", by: 1, count: 3 } as const;
    const up = { type: "moved", by: -1, count: 3 } as const;
    expect(run(open, down, down, down, down).active).toBe(2);
    expect(run(open, down, up, up, up).active).toBe(0);
  });

  it("no option is active among none", () => {
    const open = run(closed, { type: "opened" });
    expect(run(open, { type: "moved", by: 1, count: 0 }).active).toBe(-1);
    // The answer arrives: its first option is active.
    expect(run(open, { type: "moved", by: 1, count: 0 }, { type: "listed" }).active).toBe(0);
  });

  it("the mouse makes the option under it active", () => {
    expect(run(closed, { type: "opened" }, { type: "hovered", index: 4 }).active).toBe(4);
  });

  it("closing shows the text it is given and keeps the active option", () => {
    const state = run(closed, { type: "typed", text: "كرب" }, { type: "moved", by: 1, count: 2 });
    expect(run(state, { type: "closed", text: "كربلاء" })).toEqual({
      text: "كربلاء",
      open: false,
      active: 1,
    });
  });

  it("a value set from outside replaces the text, the same text changes nothing", () => {
    const state = { text: "x", open: true, active: 1 };
    expect(run(state, { type: "valueSet", text: "Baghdad (BGW)" })).toEqual({
      text: "Baghdad (BGW)",
      open: true,
      active: 1,
    });
    expect(comboboxReducer(state, { type: "valueSet", text: "x" })).toBe(state);
  });
});

describe("the combobox's keys", () => {
  it("ArrowDown opens a closed list, then moves", () => {
    expect(comboboxCommand("ArrowDown", false, false)).toBe("open");
    expect(comboboxCommand("ArrowDown", true, true)).toBe("next");
  });

  it("ArrowUp moves back, open or not", () => {
    expect(comboboxCommand("ArrowUp", true, true)).toBe("previous");
    expect(comboboxCommand("ArrowUp", false, false)).toBe("previous");
  });

  it("Enter picks the active option, else is left to the form", () => {
    expect(comboboxCommand("Enter", true, true)).toBe("choose");
    expect(comboboxCommand("Enter", true, false)).toBeNull();
    expect(comboboxCommand("Enter", false, true)).toBeNull();
  });

  it("Escape closes an open list only (a dialog around a closed one gets it)", () => {
    expect(comboboxCommand("Escape", true, false)).toBe("dismiss");
    expect(comboboxCommand("Escape", false, false)).toBeNull();
  });

  it("other keys are the browser's", () => {
    expect(comboboxCommand("Tab", true, true)).toBeNull();
    expect(comboboxCommand("a", true, true)).toBeNull();
  });
});
