import { checkUpdateAnswerSchema } from "@safar/domain/app-version-api";
import { api } from "../../lib/api";

/** Spec §7 `POST front-api/App/CheckUpdate`: the latest and the minimum supported versions. */
export function checkUpdate(currentVersion: string, signal?: AbortSignal) {
  return api().request("front-api/App/CheckUpdate", {
    method: "POST",
    body: { currentVersion },
    auth: false,
    schema: checkUpdateAnswerSchema,
    ...(signal ? { signal } : {}),
  });
}
