/**
 * The installable app's versions (spec §2 new-app-version dialog, §7 `front-api/App/CheckUpdate`,
 * §8 "new app version available"). A version is dot-separated whole numbers compared number by
 * number (`2026.11.27.153012` > `2026.11.27.9`; a missing part counts as 0). A web build's version is
 * the time it was built (UTC, `YYYY.MM.DD.HHmmss`) unless the build is given one. No zod here: every
 * page's first script decides on updates with these (the call's shapes are in app-version-api.ts).
 */
/** What a running app should do: nothing, offer the update (skippable), or insist on it. */
export const AppUpdate = { None: "none", Available: "available", Required: "required" } as const;
export type AppUpdate = (typeof AppUpdate)[keyof typeof AppUpdate];

/** A version as the call takes and gives it (after trimming): up to six dot-separated numbers. */
export const APP_VERSION_PATTERN = /^\d{1,9}(\.\d{1,9}){0,5}$/;

/** `POST front-api/App/CheckUpdate`'s answer (its schema is in app-version-api.ts). */
export type CheckUpdateAnswer = {
  /** The newest version: the deployed web build's, unless configured. */
  latestVersion: string;
  /** Versions below this one must update (no skip). */
  minimumVersion: string;
  /** For the caller's `currentVersion`, when it gave one. */
  update?: AppUpdate;
};

/**
 * The answer checked as `checkUpdateAnswerSchema` checks it, without zod: every page asks
 * CheckUpdate once hydrated, and zod's own evaluation was a task of 50–100 ms at a phone's CPU on
 * pages that need it for nothing else (decision 030). A unit test holds the two to the same
 * verdicts and results.
 */
export function readCheckUpdateAnswer(value: unknown): CheckUpdateAnswer {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new TypeError("CheckUpdate: the answer is not an object");
  }
  const answer = value as Record<string, unknown>;
  const version = (key: "latestVersion" | "minimumVersion"): string => {
    const found = answer[key];
    const trimmed = typeof found === "string" ? found.trim() : "";
    if (!APP_VERSION_PATTERN.test(trimmed)) throw new TypeError(`CheckUpdate: ${key} is not a version`);
    return trimmed;
  };
  const result: CheckUpdateAnswer = {
    latestVersion: version("latestVersion"),
    minimumVersion: version("minimumVersion"),
  };
  if ("update" in answer) {
    const { update } = answer;
    if (update !== undefined && !Object.values<unknown>(AppUpdate).includes(update)) {
      throw new TypeError("CheckUpdate: update is not one of none, available, required");
    }
    // As zod: a key given as undefined stays.
    result.update = update as AppUpdate | undefined;
  }
  return result;
}

function parts(version: string): number[] {
  return version.split(".").map((part) => Number.parseInt(part, 10) || 0);
}

/** Negative when `a` is older than `b`, 0 when the same, positive when newer. */
export function compareAppVersions(a: string, b: string): number {
  const left = parts(a);
  const right = parts(b);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/** What the app running `running` should do, given the latest and the minimum supported versions. */
export function appUpdateFor(
  running: string,
  versions: { latestVersion: string; minimumVersion: string },
): AppUpdate {
  if (compareAppVersions(running, versions.minimumVersion) < 0) return AppUpdate.Required;
  if (compareAppVersions(running, versions.latestVersion) < 0) return AppUpdate.Available;
  return AppUpdate.None;
}

/** A build's version from its time (UTC): `YYYY.MM.DD.HHmmss`. */
export function buildVersionAt(date: Date): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return [
    date.getUTCFullYear(),
    two(date.getUTCMonth() + 1),
    two(date.getUTCDate()),
    `${two(date.getUTCHours())}${two(date.getUTCMinutes())}${two(date.getUTCSeconds())}`,
  ].join(".");
}
