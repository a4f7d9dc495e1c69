import { describe, expect, it } from "vitest";
import { createAppVersionService } from "./app-version.service";

describe("app version service", () => {
  it("answers the deployed build's version as the latest unless one is configured", () => {
    expect(createAppVersionService({ buildVersion: "2026.11.27.1" }).checkUpdate({})).toEqual({
      latestVersion: "2026.11.27.1",
      minimumVersion: "0",
    });
    expect(
      createAppVersionService({ buildVersion: "2026.11.27.1", latestVersion: "2026.12.1" }).checkUpdate({}),
    ).toMatchObject({ latestVersion: "2026.12.1" });
    expect(createAppVersionService({}).checkUpdate({})).toEqual({ latestVersion: "0", minimumVersion: "0" });
  });

  it("never answers a latest below the minimum", () => {
    const service = createAppVersionService({ buildVersion: "2026.11.1", minimumVersion: "2026.11.5" });
    expect(service.checkUpdate({})).toEqual({ latestVersion: "2026.11.5", minimumVersion: "2026.11.5" });
  });

  it("tells a caller that gives its version what to do", () => {
    const service = createAppVersionService({ buildVersion: "2026.11.27.1", minimumVersion: "2026.11.20" });
    expect(service.checkUpdate({ currentVersion: "2026.11.27.1" }).update).toBe("none");
    expect(service.checkUpdate({ currentVersion: "2026.11.21" }).update).toBe("available");
    expect(service.checkUpdate({ currentVersion: "2026.11.19" }).update).toBe("required");
  });
});
