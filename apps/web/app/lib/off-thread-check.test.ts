import { describe, expect, it } from "vitest";
import { type AnswerTable, type CheckMessage, checkAnswer, ITEMS_PER_MESSAGE } from "./off-thread-check";

/** A schema that takes objects whose `items` (if any) are numbers, and says so otherwise. */
const numbers = {
  safeParse(input: unknown) {
    const items = (input as { items?: unknown[] } | null)?.items;
    return typeof input === "object" && input !== null && (items ?? []).every((n) => typeof n === "number")
      ? { success: true as const, data: input }
      : { success: false as const, error: { message: "items must be numbers" } };
  },
};
const table = { list: { schema: numbers, list: "items" }, whole: { schema: numbers } } satisfies AnswerTable;
const body = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer as ArrayBuffer;
const check = (name: string, value: unknown): CheckMessage[] => [
  ...checkAnswer(table, { id: 7, name, body: body(value) }),
];

describe("checkAnswer with a feature's table", () => {
  it("sends a long list in parts after the rest of the data", () => {
    const items = Array.from({ length: ITEMS_PER_MESSAGE + 3 }, (_, i) => i);
    const messages = check("list", { data: { items, total: 103 } });
    expect(messages[0]).toEqual({
      id: 7,
      kind: "data",
      data: { items: [], total: 103 },
      list: "items",
      parts: 2,
    });
    const parts = messages.slice(1).map((m) => (m.kind === "part" ? (JSON.parse(m.json) as number[]) : []));
    expect(parts.map((p) => p.length)).toEqual([ITEMS_PER_MESSAGE, 3]);
    expect(parts.flat()).toEqual(items);
  });

  it("an answer without a list, or a name without one, comes whole", () => {
    expect(check("whole", { data: { items: [1] } })).toEqual([
      { id: 7, kind: "data", data: { items: [1] }, parts: 0 },
    ]);
    expect(check("list", { data: { total: 0 } })).toEqual([
      { id: 7, kind: "data", data: { total: 0 }, parts: 0 },
    ]);
  });

  it("a body that is no envelope, a bad shape, and a name the table lacks", () => {
    expect(check("list", ["no", "envelope"])).toEqual([{ id: 7, kind: "envelope" }]);
    expect(check("list", { data: { items: ["x"] } })).toEqual([
      { id: 7, kind: "invalid", message: "items must be numbers" },
    ]);
    expect(check("other", { data: {} })).toEqual([
      { id: 7, kind: "invalid", message: 'no schema for the answer "other"' },
    ]);
  });
});
