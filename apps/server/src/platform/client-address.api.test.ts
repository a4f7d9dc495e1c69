import { afterEach, expect, it } from "vitest";
import { createTestApp, productionEnv, type TestApp } from "../test/test-app";

// Per-IP limits (codes per IP, wrong passwords per IP) count by request.ip: a caller must not be
// able to choose it with a header of its own.
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function addressSeen(env: Record<string, string>, forwardedFor: string, peer = "127.0.0.1") {
  t = await createTestApp({
    env,
    extend(app) {
      app.get("/api/test/address", async (request) => ({ data: request.ip, meta: { errors: [] } }));
    },
  });
  const response = await t.app.inject({
    url: "/api/test/address",
    headers: { "x-forwarded-for": forwardedFor },
    remoteAddress: peer,
  });
  return response.json().data as string;
}

it("ignores X-Forwarded-For by default, in production too", async () => {
  expect(await addressSeen({}, "203.0.113.9")).toBe("127.0.0.1");
  await t?.close();
  t = undefined;
  expect(await addressSeen(productionEnv, "203.0.113.9")).toBe("127.0.0.1");
});

it("believes the header only from a configured balancer's address", async () => {
  expect(await addressSeen({ TRUST_PROXY: "10.0.0.5" }, "203.0.113.9", "10.0.0.5")).toBe("203.0.113.9");
  await t?.close();
  t = undefined;
  // Someone else sending the same header is seen as who they are.
  expect(await addressSeen({ TRUST_PROXY: "10.0.0.5" }, "203.0.113.9", "198.51.100.7")).toBe("198.51.100.7");
});

it("behind a chain of balancers, takes the address the outermost trusted one saw, not one the client wrote", async () => {
  expect(
    await addressSeen({ TRUST_PROXY: "loopback, 10.0.0.0/8" }, "1.2.3.4, 203.0.113.9, 10.0.0.7", "127.0.0.1"),
  ).toBe("203.0.113.9");
});
