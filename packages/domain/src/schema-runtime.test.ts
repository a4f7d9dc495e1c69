import { describe, expect, it } from "vitest";
import { z } from "zod";
import { sliced } from "./schema-runtime";

const schema = z.object({
  id: z.string(),
  items: z.array(z.object({ n: z.number().int().min(0) })),
  total: z.number(),
});

const input = (count: number) => ({
  id: "a",
  total: count,
  extra: "dropped",
  items: Array.from({ length: count }, (_, n) => ({ n, also: "dropped" })),
});

describe("sliced", () => {
  it("gives what the schema gives, pausing before each slice of the list", async () => {
    let pauses = 0;
    const parser = sliced(
      schema,
      "items",
      async () => {
        pauses++;
      },
      100,
    );
    const value = input(250);
    expect(await parser.parse(value)).toEqual(schema.parse(value));
    expect(pauses).toBe(3);
    pauses = 0;
    expect(await parser.parse(input(0))).toEqual({ id: "a", total: 0, items: [] });
    expect(pauses).toBe(0);
  });

  it("fails as the schema does: an item's error names its place in the list", async () => {
    const parser = sliced(schema, "items", async () => {}, 10);
    const bad = input(30);
    (bad.items[17] as { n: number }).n = -1;
    const error = await parser.parse(bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(z.ZodError);
    expect((error as z.ZodError).issues[0]?.path).toEqual(["items", 17, "n"]);
    await expect(parser.parse({ id: "a", total: 1 })).rejects.toBeInstanceOf(z.ZodError);
    await expect(parser.parse({ id: 1, total: 1, items: [] })).rejects.toBeInstanceOf(z.ZodError);
    await expect(parser.parse(null)).rejects.toBeInstanceOf(z.ZodError);
  });

  it("refuses a list with checks of its own, which it would skip", () => {
    const checked = z.object({ items: z.array(z.number()).min(1) });
    expect(() => sliced(checked, "items", async () => {})).toThrow(/plain array/);
  });
});
