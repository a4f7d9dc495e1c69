import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AppUpdate,
  appUpdateFor,
  buildVersionAt,
  compareAppVersions,
  readCheckUpdateAnswer,
} from "./app-version";
import { appVersionSchema, checkUpdateAnswerSchema, checkUpdateRequestSchema } from "./app-version-api";

/** The zod-free reader's verdict and result, or its refusal. */
function read(value: unknown) {
  try {
    return { success: true, data: readCheckUpdateAnswer(value) };
  } catch {
    return { success: false };
  }
}

/** A field as an answer might hold it: a version (maybe padded), a near miss, or another type. */
const versionLike = fc.oneof(
  fc.array(fc.nat({ max: 2_000_000_000 }), { minLength: 1, maxLength: 7 }).map((parts) => parts.join(".")),
  fc.constantFrom(" 2026.11.29.1 ", "1..2", "v1", "", "1.2.", "1234567890", "1.2.3.4.5.6", "1.2.3.4.5.6.7"),
  fc.string(),
  fc.integer(),
  fc.constant(null),
);

describe("app versions", () => {
  it("compares number by number, a missing part counting as 0", () => {
    expect(compareAppVersions("2026.11.27.153012", "2026.11.27.9")).toBe(1);
    expect(compareAppVersions("2026.11.27", "2026.11.27.0")).toBe(0);
    expect(compareAppVersions("1.9", "1.10")).toBe(-1);
    expect(compareAppVersions("2", "1.99.99")).toBe(1);
  });

  it("the zod-free reader of CheckUpdate's answer agrees with its schema, verdict and result", () => {
    const answers = fc.oneof(
      fc.record(
        {
          latestVersion: versionLike,
          minimumVersion: versionLike,
          update: fc.oneof(fc.constantFrom(...Object.values(AppUpdate), "later", 1), fc.constant(undefined)),
          extra: fc.string(),
        },
        { requiredKeys: [] },
      ),
      fc.anything(),
    );
    fc.assert(
      fc.property(answers, (answer) => {
        const zod = checkUpdateAnswerSchema.safeParse(answer);
        const ours = read(answer);
        expect(ours.success).toBe(zod.success);
        if (zod.success) expect(ours.data).toStrictEqual(zod.data);
      }),
      { numRuns: 2_000 },
    );
    expect(read({ latestVersion: " 2.0 ", minimumVersion: "1", update: "available" })).toStrictEqual({
      success: true,
      data: { latestVersion: "2.0", minimumVersion: "1", update: "available" },
    });
    expect(read({ latestVersion: "2.0", minimumVersion: "1.x" }).success).toBe(false);
  });

  it("accepts dot-separated whole numbers only", () => {
    expect(appVersionSchema.safeParse("2026.11.27.153012").success).toBe(true);
    expect(appVersionSchema.safeParse("1").success).toBe(true);
    for (const bad of ["", "v1", "1..2", "1.2-beta", "1.2.", "x"])
      expect(appVersionSchema.safeParse(bad).success, bad).toBe(false);
  });

  it("a build's version is its UTC time, and later builds are newer", () => {
    const first = buildVersionAt(new Date("2026-11-27T09:05:07Z"));
    expect(first).toBe("2026.11.27.090507");
    expect(compareAppVersions(buildVersionAt(new Date("2026-11-27T15:00:00Z")), first)).toBe(1);
    expect(compareAppVersions(buildVersionAt(new Date("2026-12-01T00:00:00Z")), first)).toBe(1);
  });

  it("below the minimum the update is required; below the latest it is offered; else nothing", () => {
    const versions = { latestVersion: "2026.11.27.120000", minimumVersion: "2026.11.20.0" };
    expect(appUpdateFor("2026.11.19.235959", versions)).toBe(AppUpdate.Required);
    expect(appUpdateFor("2026.11.20.0", versions)).toBe(AppUpdate.Available);
    expect(appUpdateFor("2026.11.27.120000", versions)).toBe(AppUpdate.None);
    expect(appUpdateFor("2026.11.28.0", versions)).toBe(AppUpdate.None);
  });

  it("CheckUpdate takes an empty body (spec §7) or the running version", () => {
    expect(checkUpdateRequestSchema.parse(undefined)).toBeUndefined();
    expect(checkUpdateRequestSchema.parse(null)).toBeNull();
    expect(checkUpdateRequestSchema.parse({ currentVersion: "1.2" })).toEqual({ currentVersion: "1.2" });
    expect(checkUpdateRequestSchema.safeParse({ currentVersion: "latest" }).success).toBe(false);
  });
});
