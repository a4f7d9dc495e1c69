import { describe, expect, it } from "vitest";
import { formatSupportHours } from "./format";
import { getI18n } from "./i18n";

const catalogue = (range: string) => ({
  days: { range: `{{from}} ${range} {{to}}` },
  hours: { range: "{{from}}–{{to}}" },
});

describe("formatSupportHours", () => {
  it("keeps the lines per catalogue's t and language, and a new catalogue gets its own", () => {
    const first = getI18n("en", catalogue("to")).getFixedT("en");
    const lines = formatSupportHours("en", first);
    expect(lines[0]?.days).toMatch(/^\S+ to \S+$/);
    expect(formatSupportHours("en", first)).toBe(lines); // kept, not formatted again
    const second = getI18n("en", catalogue("until")).getFixedT("en");
    expect(formatSupportHours("en", second)[0]?.days).toMatch(/^\S+ until \S+$/);
  });
});
