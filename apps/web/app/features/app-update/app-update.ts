/**
 * When the new-version dialog shows (spec §2 "new-app-version dialog (update or skip)", §8 "new app
 * version available"): the deployed build is newer than the running one and the customer did not
 * skip that version; below the minimum supported version it shows whatever was skipped, and cannot
 * be skipped.
 */
import { AppUpdate, appUpdateFor, type CheckUpdateAnswer } from "@safar/domain/app-version";

/** The version this page runs (vite.config.ts; "0" where no build defined it, e.g. unit tests). */
export const runningAppVersion: string = typeof __APP_VERSION__ === "string" ? __APP_VERSION__ : "0";

export type UpdatePrompt =
  | { kind: "none" }
  | { kind: typeof AppUpdate.Available | typeof AppUpdate.Required; version: string };

export function updatePromptFor(
  answer: CheckUpdateAnswer,
  running: string,
  skippedVersion: string | null,
): UpdatePrompt {
  const update = appUpdateFor(running, answer);
  if (update === AppUpdate.None) return { kind: "none" };
  if (update === AppUpdate.Available && skippedVersion === answer.latestVersion) return { kind: "none" };
  return { kind: update, version: answer.latestVersion };
}

/** The check runs on load and again when the tab comes back into view, at most this often. */
export const CHECK_INTERVAL_MS = 60_000;

export function checkIsDue(lastCheckAt: number | undefined, now: number): boolean {
  return lastCheckAt === undefined || now - lastCheckAt >= CHECK_INTERVAL_MS;
}

/** Where the skipped version is remembered (this browser, every tab). */
export const SKIPPED_VERSION_KEY = "app-update-skipped";

export function skippedVersion(): string | null {
  try {
    return window.localStorage.getItem(SKIPPED_VERSION_KEY);
  } catch {
    return null; // storage refused (private mode): nothing skipped
  }
}

export function skipVersion(version: string): void {
  try {
    window.localStorage.setItem(SKIPPED_VERSION_KEY, version);
  } catch {
    // storage refused: the skip lasts until the page is left
  }
}
