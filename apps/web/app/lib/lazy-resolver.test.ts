import type { FieldErrors, Resolver } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { ClientMessageKey } from "./api";
import { lazyResolver } from "./lazy-resolver";

vi.mock("./toast", () => ({ showApiErrors: vi.fn(async () => undefined) }));

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false };
/** A resolver that refuses an empty name. */
const real: Resolver<Values> = async (values) =>
  values.name
    ? { values, errors: {} }
    : { values: {}, errors: { name: { type: "custom", message: "PL_ENTER_NAME" } } as FieldErrors<Values> };

describe("lazyResolver", () => {
  it("loads nothing until the form is used, then loads its module once", async () => {
    const load = vi.fn(async () => real);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    resolver.preload();
    resolver.preload();
    expect(await resolver({ name: "" }, undefined, options)).toMatchObject({
      errors: { name: { message: "PL_ENTER_NAME" } },
    });
    expect(await resolver({ name: "Ali" }, undefined, options)).toEqual({
      values: { name: "Ali" },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a validation before any preload waits for the module", async () => {
    let release: (resolver: Resolver<Values>) => void = () => undefined;
    const resolver = lazyResolver(() => new Promise<Resolver<Values>>((resolve) => (release = resolve)));
    const pending = resolver({ name: "" }, undefined, options);
    release(real);
    expect((await pending).errors).toMatchObject({ name: { message: "PL_ENTER_NAME" } });
  });

  it("a failed load refuses that submit with the generic error and is tried again next time", async () => {
    const { showApiErrors } = await import("./toast");
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue(real);
    const resolver = lazyResolver(load);
    const failed = await resolver({ name: "Ali" }, undefined, options);
    expect(failed.values).toEqual({});
    expect(failed.errors).toEqual({ root: { type: "load", message: ClientMessageKey.GENERIC_ERROR } });
    expect(showApiErrors).toHaveBeenCalledTimes(1);
    expect(await resolver({ name: "Ali" }, undefined, options)).toEqual({
      values: { name: "Ali" },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
