import { describe, expect, it } from "vitest";
import { oncePerRequest } from "./back-office-api";

describe("oncePerRequest", () => {
  it("calls once for the loaders of one navigation (one Request), again for the next", async () => {
    const signals: AbortSignal[] = [];
    const session = oncePerRequest(async (signal) => {
      signals.push(signal);
      return { role: "admin", call: signals.length };
    });
    const navigation = new Request("http://localhost/back-office");
    const [layout, page] = await Promise.all([session(navigation), session(navigation)]);
    expect(layout).toBe(page);
    expect(signals).toEqual([navigation.signal]);
    const next = new Request("http://localhost/back-office/orders");
    expect(await session(next)).toEqual({ role: "admin", call: 2 });
    expect(signals).toHaveLength(2);
  });
});
