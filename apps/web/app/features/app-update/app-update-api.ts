import { readCheckUpdateAnswer } from "@safar/domain/app-version";
import { api } from "../../lib/api";

/**
 * Spec §7 `POST front-api/App/CheckUpdate`: the latest and the minimum supported versions. Every
 * page asks it once hydrated, so its answer is checked without zod (decision 030).
 */
export function checkUpdate(currentVersion: string, signal?: AbortSignal) {
  return api().request("front-api/App/CheckUpdate", {
    method: "POST",
    body: { currentVersion },
    auth: false,
    schema: { parse: readCheckUpdateAnswer },
    ...(signal ? { signal } : {}),
  });
}
