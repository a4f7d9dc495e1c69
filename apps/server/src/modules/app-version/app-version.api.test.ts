import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { APP_LATEST_VERSION: "2026.11.27.120000", APP_MINIMUM_VERSION: "2026.11.20" },
  });
});
afterAll(async () => {
  await t?.close();
});

const checkUpdate = (payload?: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/front-api/App/CheckUpdate",
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

describe("POST /api/front-api/App/CheckUpdate", () => {
  it("answers the latest and the minimum version to an empty body (spec §7), never cached", async () => {
    const response = await checkUpdate();
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({
      data: { latestVersion: "2026.11.27.120000", minimumVersion: "2026.11.20" },
      meta: { errors: [] },
    });
    expect((await checkUpdate({})).json().data).toEqual({
      latestVersion: "2026.11.27.120000",
      minimumVersion: "2026.11.20",
    });
  });

  it("tells the running version whether to update: none, available, or required below the minimum", async () => {
    const update = async (currentVersion: string) =>
      ((await checkUpdate({ currentVersion })).json() as { data: { update: string } }).data.update;
    expect(await update("2026.11.27.120000")).toBe("none");
    expect(await update("2026.11.28")).toBe("none");
    expect(await update("2026.11.27.110000")).toBe("available");
    expect(await update("2026.11.20")).toBe("available");
    expect(await update("2026.11.19.235959")).toBe("required");
  });

  it("refuses a version that is not dot-separated numbers", async () => {
    const response = await checkUpdate({ currentVersion: "latest" });
    expect(response.statusCode).toBe(400);
    expect(response.json().meta.errors[0].key).toBe("currentVersion");
  });
});
