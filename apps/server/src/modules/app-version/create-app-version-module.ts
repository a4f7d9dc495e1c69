import type { AppConfig } from "../../platform/config";
import type { AppInstance, AppModule } from "../../platform/types";
import { appVersionRoutes } from "./app-version.routes";
import { type AppVersionService, createAppVersionService } from "./app-version.service";

/** Wires the installable app's version check: configuration and the deployed web build's version. */
export function createAppVersionModule(deps: {
  config: Pick<AppConfig, "APP_LATEST_VERSION" | "APP_MINIMUM_VERSION">;
  /** The deployed web build's version (undefined when only the API is served). */
  buildVersion: string | undefined;
}): AppModule<AppVersionService> {
  const service = createAppVersionService({
    latestVersion: deps.config.APP_LATEST_VERSION,
    minimumVersion: deps.config.APP_MINIMUM_VERSION,
    buildVersion: deps.buildVersion,
  });
  return {
    service,
    register(app: AppInstance) {
      appVersionRoutes(app, service);
    },
  };
}
