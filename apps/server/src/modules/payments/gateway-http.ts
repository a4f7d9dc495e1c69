/** A gateway that did not answer usably: no connection, a time-out, a 5xx, or no JSON. */
export class GatewayUnavailableError extends Error {
  override readonly name = "GatewayUnavailableError";
}

/** How long one call to a payment gateway may take. */
export const GATEWAY_TIMEOUT_MS = 15_000;

/**
 * One server-to-server call to a payment gateway: a form body (application/x-www-form-urlencoded)
 * when `form` is given, a time limit, and the JSON answer whatever its 4xx status (gateways answer
 * declines and refusals as JSON); anything else throws GatewayUnavailableError.
 */
export async function callGateway(
  url: string,
  init: { method: "GET" | "POST"; form?: Record<string, string>; headers?: Record<string, string> },
  timeoutMs = GATEWAY_TIMEOUT_MS,
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: { accept: "application/json", ...init.headers },
      ...(init.form ? { body: new URLSearchParams(init.form) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
    });
  } catch (error) {
    throw new GatewayUnavailableError(`${init.method} ${url}: ${String(error)}`);
  }
  const text = await response.text().catch(() => "");
  if (response.status >= 500)
    throw new GatewayUnavailableError(`${init.method} ${url}: HTTP ${response.status}`);
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    throw new GatewayUnavailableError(`${init.method} ${url}: HTTP ${response.status}, not JSON`);
  }
}
