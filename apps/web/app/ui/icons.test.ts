import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "./icons";

const sprite = readFileSync(new URL("./icons.svg", import.meta.url), "utf8");

describe("icon sprite", () => {
  it("has a symbol for every icon the components use, and none unused", () => {
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect([...symbols].sort()).toEqual([...ICON_NAMES].sort());
  });

  it("every symbol has its own 24 × 24 view box (the outer <svg> of a <use> has none)", () => {
    for (const match of sprite.matchAll(/<symbol [^>]*>/g)) expect(match[0]).toContain('viewBox="0 0 24 24"');
  });
});
