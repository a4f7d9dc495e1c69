import { describe, expect, it } from "vitest";
import { ApiError, createApiClient } from "./api";
import { errorMessageKeys } from "./toast";

const env = { API_BASE: "/api/", ACCOUNT_BASE: "/account/", IMAGE_BASE: "/images/" };

function fakeFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fn = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  };
  return { fn: fn as typeof fetch, calls };
}

describe("api client", () => {
  it("returns data of the envelope and builds URLs from the bases", async () => {
    const f = fakeFetch(200, { data: { ok: 1 }, meta: { errors: [] } });
    const client = createApiClient({ env, origin: "http://localhost:3000", fetch: f.fn });
    await expect(client.request("flight-catalog/FlightCatalog/Available", { body: {} })).resolves.toEqual({
      ok: 1,
    });
    expect(f.calls[0]?.url).toBe("http://localhost:3000/api/flight-catalog/FlightCatalog/Available");
    expect(f.calls[0]?.init?.method).toBe("POST");
    expect(client.imageUrl("a/b.jpg", { width: 100 })).toBe(
      "http://localhost:3000/images/a/b.jpg?rmode=max&width=100",
    );
  });

  it("throws ApiError with meta.errors and the status", async () => {
    const f = fakeFetch(400, {
      data: null,
      meta: { errors: [{ key: "passengers[0].passportNumber", messages: ["PASSPORT_NO_IS_INVALID", "X"] }] },
    });
    const client = createApiClient({ env, fetch: f.fn });
    const error = await client.request("x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect(errorMessageKeys(error)).toEqual(["PASSPORT_NO_IS_INVALID"]);
  });

  it("maps 429 to TOO_MANY_REQUESTS", async () => {
    const client = createApiClient({ env, fetch: fakeFetch(429, {}).fn });
    const error = await client.request("x").catch((e: unknown) => e);
    expect(errorMessageKeys(error)).toEqual(["TOO_MANY_REQUESTS"]);
  });
});
