/**
 * A back-office page's data (decision 012: the route's clientLoader, which runs in the browser
 * where the HttpOnly operator cookie goes along): ready, not allowed for the role (403, the server's
 * check), or failed (with the message to show and a retry). A signed-out visitor (401) is sent to
 * the sign-in, which brings them back afterwards.
 */
import { redirect } from "react-router";
import { ClientMessageKey, isApiError } from "../../lib/api";
import { signInUrl } from "./access";

export type PageState<T> =
  | { status: "ready"; data: T }
  | { status: "forbidden" }
  /** `message`: a translation key (the API's own for a 4xx, else the page's load error). */
  | { status: "error"; message: string };

export async function loadOperatorPage<T>(request: Request, load: () => Promise<T>): Promise<PageState<T>> {
  try {
    return { status: "ready", data: await load() };
  } catch (error) {
    if (request.signal.aborted) throw error;
    if (isApiError(error) && error.status === 401) {
      const url = new URL(request.url);
      throw redirect(signInUrl(url.pathname + url.search));
    }
    if (isApiError(error) && error.status === 403) return { status: "forbidden" };
    return { status: "error", message: loadErrorMessage(error) };
  }
}

export function loadErrorMessage(error: unknown): string {
  return isApiError(error) && error.status !== 0 && error.status < 500 && error.status !== 429
    ? (error.firstMessages()[0] ?? "back-office.loadError")
    : "back-office.loadError";
}

/** A refused action's message key: the API's own first message, else the generic one. */
export function refusalMessage(error: unknown): string {
  return (isApiError(error) && error.firstMessages()[0]) || ClientMessageKey.GENERIC_ERROR;
}
