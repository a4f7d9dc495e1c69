import { describe, expect, it } from "vitest";
import { popoverPosition } from "./popover-position";

const viewport = { width: 375, height: 812 };
const field = { top: 300, bottom: 344, left: 16, right: 359 };
const size = { width: 320, height: 360 };

describe("popover position (the date picker beside its field)", () => {
  it("goes under the field, aligned with its start: the left edge in English", () => {
    expect(popoverPosition(field, size, viewport, false)).toEqual({ top: 348, left: 16, maxHeight: 456 });
  });

  it("aligned with the field's right edge in Arabic and Persian", () => {
    expect(popoverPosition(field, size, viewport, true).left).toBe(359 - 320);
  });

  it("stays inside the viewport sideways", () => {
    const narrow = { ...field, left: 200, right: 360 };
    expect(popoverPosition(narrow, size, viewport, false).left).toBe(375 - 320 - 8);
    expect(popoverPosition({ ...field, right: 100 }, size, viewport, true).left).toBe(8);
  });

  it("goes above a field near the bottom when it fits there", () => {
    const low = { ...field, top: 700, bottom: 744 };
    expect(popoverPosition(low, size, viewport, false)).toEqual({
      top: 700 - 4 - 360,
      left: 16,
      maxHeight: 688,
    });
  });

  it("takes the roomier side and scrolls when it fits neither", () => {
    const short = { width: 375, height: 500 };
    const middle = { ...field, top: 200, bottom: 244 };
    const placed = popoverPosition(middle, { width: 320, height: 420 }, short, false);
    expect(placed).toEqual({ top: 248, left: 16, maxHeight: 500 - 8 - 248 });
  });
});
