import { afterEach, expect, it } from "vitest";
import { createTestApp, productionEnv, type TestApp } from "../test/test-app";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

it.each([
  ["development", {}, 200],
  ["production", productionEnv, 404],
  ["production with API_DOCS_ENABLED=true", { ...productionEnv, API_DOCS_ENABLED: "true" }, 200],
])("the API documentation in %s answers %i", async (_name, env, status) => {
  t = await createTestApp({ env });
  expect((await t.app.inject({ url: "/api/docs/json" })).statusCode).toBe(status);
});
