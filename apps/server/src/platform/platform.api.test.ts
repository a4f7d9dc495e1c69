import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "../test/test-app";
import { AppError } from "./errors";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    extend(app) {
      app.get("/api/test/boom", async () => {
        throw new Error("secret database password in this message");
      });
      app.get("/api/test/refused", async () => {
        throw AppError.single("conflict", "proposal", "PRICE_CHANGED");
      });
      app.post(
        "/api/test/validate",
        {
          schema: {
            body: z.object({
              passengers: z.array(
                z.object({ passportNumber: z.string().regex(/^[A-Z]\d{7,8}$/, "PASSPORT_NO_IS_INVALID") }),
              ),
              count: z.number(),
            }),
          },
        },
        async () => ({ data: true, meta: { errors: [] } }),
      );
    },
  });
});
afterAll(async () => {
  await t?.close();
});

describe("the envelope on every path", () => {
  it("answers an unknown /api/ path with a 404 envelope", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nothing/here" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({
      data: null,
      meta: { errors: [{ key: "request", messages: ["NOT_FOUND"] }] },
    });
  });

  it.each(["/account/unknown", "/images/unknown/thing", "/api", "/completely/unknown"])(
    "answers %s with a 404 envelope when no web build is served",
    async (url) => {
      const response = await t.app.inject({ method: "POST", url });
      expect(response.statusCode).toBe(404);
      expect(response.json().meta.errors[0].messages).toEqual(["NOT_FOUND"]);
    },
  );

  it("hides the message of an unexpected error and gives a request id", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/test/boom" });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.data).toBeNull();
    expect(body.meta.errors).toEqual([{ key: "request", messages: ["GENERIC_ERROR"] }]);
    expect(body.meta.requestId).toBe(response.headers["x-request-id"]);
    expect(response.body).not.toContain("secret");
    expect(response.body).not.toMatch(/at .*\.ts/);
  });

  it("keeps a well-formed incoming request id and replaces a bad one", async () => {
    const good = await t.app.inject({
      method: "GET",
      url: "/api/test/boom",
      headers: { "x-request-id": "abcdef12-trace" },
    });
    expect(good.headers["x-request-id"]).toBe("abcdef12-trace");
    expect(good.json().meta.requestId).toBe("abcdef12-trace");
    const bad = await t.app.inject({
      method: "GET",
      url: "/api/test/boom",
      headers: { "x-request-id": "<script>" },
    });
    expect(bad.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("maps an application error to its status and keys", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/test/refused" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      data: null,
      meta: { errors: [{ key: "proposal", messages: ["PRICE_CHANGED"] }] },
    });
  });

  it("turns validation errors into field keys with the schema's message keys", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/test/validate",
      payload: { passengers: [{ passportNumber: "A1234567" }, { passportNumber: "bad" }], count: "x" },
    });
    expect(response.statusCode).toBe(400);
    const errors = response.json().meta.errors;
    expect(errors).toContainEqual({
      key: "passengers[1].passportNumber",
      messages: ["PASSPORT_NO_IS_INVALID"],
    });
    expect(errors).toContainEqual({ key: "count", messages: ["FIELD_IS_INVALID"] });
    expect(errors).toHaveLength(2);
  });

  it("answers malformed JSON with a 400 envelope", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/test/validate",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().meta.errors).toEqual([{ key: "request", messages: ["REQUEST_BODY_IS_INVALID"] }]);
  });

  it("answers an oversized body with 413", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/test/validate",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ pad: "x".repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().meta.errors[0].messages).toEqual(["PAYLOAD_TOO_LARGE"]);
  });
});

describe("authentication comes before validation", () => {
  it.each([
    ["POST", "/api/flight-reservation/Submit/SubmitFlightOrder"],
    ["POST", "/api/flight-reservation/Reserve/ReserveFlightOrder"],
    ["POST", "/api/payment/Pay/Create"],
    ["GET", "/api/flight-reservation/Submit/VerifyFlightOrder/not-a-uuid"],
  ])("%s %s with a malformed body or path and no token: 401, no validation details", async (method, url) => {
    const response = await t.app.inject({
      method: method as "POST" | "GET",
      url,
      ...(method === "POST" ? { payload: { passengers: "nonsense", orderId: 42, gatewayId: [] } } : {}),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().meta.errors).toEqual([{ key: "request", messages: [expect.any(String)] }]);
  });
});

describe("operations", () => {
  it("reports health and readiness", async () => {
    expect((await t.app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" });
    const ready = await t.app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", checks: { database: "ok", cache: "ok" } });
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))(
    "runs the embedded database with a small buffer pool (PGLITE_SHARED_BUFFERS_MB, 16 by default)",
    async () => {
      const [row] = await t.infrastructure.database.query<{ shared_buffers: string }>("show shared_buffers");
      expect(row?.shared_buffers).toBe("16MB");
    },
  );

  it("sends security headers", async () => {
    const response = await t.app.inject({ url: "/healthz" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    // Inline scripts only by this answer's nonce (decision 009), a new one per answer.
    const scripts = (answer: typeof response) =>
      String(answer.headers["content-security-policy"])
        .split("; ")
        .find((d) => d.startsWith("script-src "));
    expect(scripts(response)).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' /);
    expect(scripts(response)).not.toContain("'unsafe-inline'");
    expect(scripts(await t.app.inject({ url: "/healthz" }))).not.toBe(scripts(response));
  });

  it("serves an OpenAPI document generated from the route schemas", async () => {
    const response = await t.app.inject({ url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    const countries = doc.paths["/api/flight-configuration/Country/GetAllCountries"];
    expect(countries.get.responses["200"].content["application/json"].schema.properties.data.type).toBe(
      "array",
    );
    expect(doc.paths["/api/flight-configuration/Airport/GetDomesticPlpAirports"].post).toBeDefined();
    expect(doc.paths["/healthz"]).toBeUndefined();
    const ui = await t.app.inject({ url: "/api/docs" });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
