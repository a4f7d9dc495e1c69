import { afterEach, describe, expect, it, vi } from "vitest";

const turns: (() => void)[] = [];
vi.mock("./yield-to-browser", () => ({
  yieldToBrowser: () => new Promise<void>((resolve) => turns.push(resolve)),
}));
const made: string[] = [];
vi.mock("@safar/domain/intl", () => ({
  numberFormat: (tag: string) => {
    made.push(`number ${tag}`);
    return new Intl.NumberFormat(tag);
  },
  dateTimeFormat: (tag: string, options: Intl.DateTimeFormatOptions) => {
    made.push(`date ${tag} ${options.timeZone}`);
    return new Intl.DateTimeFormat(tag, options);
  },
}));

const { warmIntl } = await import("./warm-intl");

/** Lets the browser's next turn come (the task after a yield), then the work queued behind it. */
async function nextTurn() {
  turns.shift()?.();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe("warmIntl", () => {
  afterEach(() => {
    made.length = 0;
    turns.length = 0;
  });

  it("makes the page's first number and date formatters, each in a task of its own, then resolves", async () => {
    let done = false;
    const warming = warmIntl("fa").then(() => {
      done = true;
    });
    // Nothing in the caller's task (entry.client's module evaluation).
    expect(made).toEqual([]);
    await nextTurn();
    expect(made).toEqual(["number fa-IR-u-ca-persian"]);
    expect(done).toBe(false);
    await nextTurn();
    expect(made).toEqual(["number fa-IR-u-ca-persian", "date fa-IR-u-ca-persian Asia/Baghdad"]);
    await warming;
    expect(done).toBe(true);
  });

  it("uses the tag Intl is given for the language (Arabic digits through ar-EG)", async () => {
    const warming = warmIntl("ar");
    await nextTurn();
    await nextTurn();
    await warming;
    expect(made).toEqual(["number ar-EG", "date ar-EG Asia/Baghdad"]);
  });
});
