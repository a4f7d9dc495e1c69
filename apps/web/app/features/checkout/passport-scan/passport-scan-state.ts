/** The steps of a passport scan, as the button shows them (pure: tested without a browser). */
import { errorMessageKeys } from "../../../lib/toast";

export type ScanState =
  | { step: "idle" }
  | { step: "preparing" }
  | { step: "uploading"; fraction: number }
  | { step: "reading" }
  /** `namesToCheck`: the name line was doubtful, the names were left for the customer to type. */
  | { step: "done"; namesToCheck: boolean }
  | { step: "failed"; messages: string[] };

export const isBusy = (state: ScanState) =>
  state.step === "preparing" || state.step === "uploading" || state.step === "reading";

/**
 * What the status line says and how full the bar is: the upload has a measured fraction, the other
 * steps none (an indeterminate bar). The upload counts for the first 60 % of the bar's story only
 * in words; the bar shows the real fraction sent.
 */
export function scanStatus(state: ScanState): { key: string; fraction: number | null } | null {
  switch (state.step) {
    case "preparing":
      return { key: "passport.preparing", fraction: null };
    case "uploading":
      return { key: "passport.uploading", fraction: Math.min(1, Math.max(0, state.fraction)) };
    case "reading":
      return { key: "passport.reading", fraction: null };
    default:
      return null;
  }
}

/** The failed state for an error: the server's message keys (spec §8), GENERIC_ERROR otherwise. */
export function failedState(error: unknown): ScanState {
  return { step: "failed", messages: [...new Set(errorMessageKeys(error))] };
}

/** A cancelled scan (the customer pressed cancel) goes back to the start, silently. */
export const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";
