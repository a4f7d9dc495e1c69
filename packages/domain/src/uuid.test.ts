import { describe, expect, it } from "vitest";
import { isUuid, NIL_UUID, randomUuidV4 } from "./uuid";
import { uuidSchema } from "./uuid-schema";

describe("isUuid", () => {
  it.each([
    ["00000000-0000-0000-0000-000000000000", true],
    ["6ba7b810-9dad-11d1-80b4-00c04fd430c8", true], // v1
    ["000003e8-1234-21ee-8e00-325096b39f47", true], // v2
    ["6fa459ea-ee8a-3ca4-894e-db77e160355e", true], // v3
    ["9b2f8e7a-5c1d-4e3f-a6b7-c8d9e0f1a2b3", true], // v4
    ["886313e1-3b8a-5372-9b90-0c9aee199e5d", true], // v5
    ["9B2F8E7A-5C1D-4E3F-A6B7-C8D9E0F1A2B3", true], // upper case
    ["9b2f8e7a-5c1d-0e3f-a6b7-c8d9e0f1a2b3", false], // version 0
    ["9b2f8e7a-5c1d-6e3f-a6b7-c8d9e0f1a2b3", false], // version 6
    ["9b2f8e7a-5c1d-7e3f-a6b7-c8d9e0f1a2b3", false], // version 7
    ["9b2f8e7a-5c1d-4e3f-c6b7-c8d9e0f1a2b3", false], // variant c
    ["9b2f8e7a-5c1d-4e3f-76b7-c8d9e0f1a2b3", false], // variant 7
    ["ffffffff-ffff-ffff-ffff-ffffffffffff", false], // max UUID
    ["00000000-0000-0000-0000-000000000001", false],
    ["9b2f8e7a5c1d4e3fa6b7c8d9e0f1a2b3", false], // no dashes
    ["{9b2f8e7a-5c1d-4e3f-a6b7-c8d9e0f1a2b3}", false],
    [" 9b2f8e7a-5c1d-4e3f-a6b7-c8d9e0f1a2b3", false],
    ["9b2f8e7a-5c1d-4e3f-a6b7-c8d9e0f1a2b3\n", false],
    ["9b2f8e7a-5c1d-4e3f-a6b7-c8d9e0f1a2bg", false],
    ["9b2f8e7a-5c1d-4e3f-a6b7-c8d9e0f1a2b", false],
    ["", false],
    [null, false],
    [123, false],
  ])("%j -> %s", (value, expected) => {
    expect(isUuid(value)).toBe(expected);
    expect(uuidSchema.safeParse(value).success).toBe(expected);
  });

  it("reports UUID_IS_INVALID", () => {
    expect(uuidSchema.safeParse("x").error?.issues.map((i) => i.message)).toEqual(["UUID_IS_INVALID"]);
    expect(uuidSchema.safeParse(1).error?.issues.map((i) => i.message)).toEqual(["UUID_IS_INVALID"]);
  });
});

describe("randomUuidV4", () => {
  it("uses crypto.randomUUID when present", () => {
    expect(randomUuidV4({ randomUUID: () => "from-random-uuid" })).toBe("from-random-uuid");
  });

  it("falls back to getRandomValues with version and variant bits set", () => {
    const fill = (value: number) => ({
      getRandomValues: <T extends Uint8Array>(array: T) => {
        array.fill(value);
        return array;
      },
    });
    expect(randomUuidV4(fill(0xff))).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
    expect(randomUuidV4(fill(0x00))).toBe("00000000-0000-4000-8000-000000000000");
    expect(isUuid(randomUuidV4(fill(0x5a)))).toBe(true);
  });

  it("throws without a random source", () => {
    expect(() => randomUuidV4({})).toThrow();
  });

  it("uses the global Web Crypto by default", () => {
    const id = randomUuidV4();
    expect(isUuid(id)).toBe(true);
    expect(id[14]).toBe("4");
    expect(randomUuidV4()).not.toBe(id);
    expect(id).not.toBe(NIL_UUID);
  });
});
