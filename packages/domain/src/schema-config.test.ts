import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { parseSchemasWithoutEval } from "./schema-config";

describe("parseSchemasWithoutEval", () => {
  afterEach(() => {
    z.config({ jitless: false });
  });

  it("turns zod's generated parsers off through the settings zod itself reads", () => {
    z.config({ jitless: false });
    parseSchemasWithoutEval();
    expect(z.config().jitless).toBe(true);
  });

  it("builds schemas that parse without generating code (no Function is made)", () => {
    parseSchemasWithoutEval();
    const made: unknown[] = [];
    const RealFunction = globalThis.Function;
    globalThis.Function = new Proxy(RealFunction, {
      construct(target, args) {
        made.push(args);
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        made.push(args);
        return Reflect.apply(target, self, args);
      },
    });
    try {
      const schema = z.object({ a: z.string(), b: z.number().int() });
      for (let i = 0; i < 3; i++) expect(schema.parse({ a: "x", b: i })).toEqual({ a: "x", b: i });
    } finally {
      globalThis.Function = RealFunction;
    }
    expect(made).toEqual([]);
  });
});
