import { describe, expect, it } from "vitest";
import { newTotpSecret } from "./totp";
import { createTotpSeal } from "./totp-seal";

const SETTING = "an operator totp key of at least thirty-two characters";

describe("authenticator keys at rest", () => {
  it("are sealed under the setting and opened with it; each sealing differs", () => {
    const seal = createTotpSeal(SETTING);
    const secret = newTotpSecret();
    const a = seal.seal(secret);
    const b = seal.seal(secret);
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(a).not.toContain(secret);
    expect(a).not.toBe(b);
    expect(seal.open(a)).toBe(secret);
    expect(seal.open(b)).toBe(secret);
    expect(seal.isPlain(a)).toBe(false);
  });

  it("cannot be opened with another setting, without one, or once changed", () => {
    const sealed = createTotpSeal(SETTING).seal(newTotpSecret());
    expect(createTotpSeal(`${SETTING}!`).open(sealed)).toBeUndefined();
    expect(createTotpSeal(undefined).open(sealed)).toBeUndefined();
    const [v, iv, tag, body] = sealed.split(".");
    const flipped = `${body?.[0] === "A" ? "B" : "A"}${body?.slice(1)}`;
    expect(createTotpSeal(SETTING).open([v, iv, tag, flipped].join("."))).toBeUndefined();
    expect(createTotpSeal(SETTING).open("v1.broken")).toBeUndefined();
  });

  it("reads a key stored plain before the setting, and keeps keys plain without one", () => {
    const secret = newTotpSecret();
    expect(createTotpSeal(SETTING).open(secret)).toBe(secret);
    expect(createTotpSeal(SETTING).isPlain(secret)).toBe(true);
    const none = createTotpSeal(undefined);
    expect(none.sealing).toBe(false);
    expect(none.seal(secret)).toBe(secret);
  });
});
