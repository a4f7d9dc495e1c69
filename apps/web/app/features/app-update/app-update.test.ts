import { describe, expect, it } from "vitest";
import { CHECK_INTERVAL_MS, checkIsDue, updatePromptFor } from "./app-update";

const answer = { latestVersion: "2026.11.27.120000", minimumVersion: "2026.11.20" };

describe("the new-version dialog", () => {
  it("shows when the deployed build is newer than the running one", () => {
    expect(updatePromptFor(answer, "2026.11.27.110000", null)).toEqual({
      kind: "available",
      version: "2026.11.27.120000",
    });
    expect(updatePromptFor(answer, "2026.11.27.120000", null)).toEqual({ kind: "none" });
    expect(updatePromptFor(answer, "2026.11.28", null)).toEqual({ kind: "none" });
  });

  it("stays hidden for a skipped version, and shows again for the next one", () => {
    expect(updatePromptFor(answer, "2026.11.27.110000", "2026.11.27.120000")).toEqual({ kind: "none" });
    expect(updatePromptFor(answer, "2026.11.27.110000", "2026.11.26")).toMatchObject({ kind: "available" });
  });

  it("is forced below the minimum, whatever was skipped", () => {
    expect(updatePromptFor(answer, "2026.11.19", "2026.11.27.120000")).toEqual({
      kind: "required",
      version: "2026.11.27.120000",
    });
  });

  it("checks on load, then at most once a minute", () => {
    expect(checkIsDue(undefined, 1_000)).toBe(true);
    expect(checkIsDue(1_000, 1_000 + CHECK_INTERVAL_MS - 1)).toBe(false);
    expect(checkIsDue(1_000, 1_000 + CHECK_INTERVAL_MS)).toBe(true);
  });
});
