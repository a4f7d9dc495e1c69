import type { Database } from "../../platform/db";
import type { AppInstance, AppModule } from "../../platform/types";
import { createConfigurationRepository } from "./configuration.repository";
import { configurationRoutes } from "./configuration.routes";
import { type ConfigurationService, createConfigurationService } from "./configuration.service";

/** Wires the reference data (countries, airports, airlines, agencies): repository, service, routes. */
export function createConfigurationModule(deps: { db: Database }): AppModule<ConfigurationService> {
  const service = createConfigurationService(createConfigurationRepository(deps.db));
  return {
    service,
    register(app: AppInstance) {
      configurationRoutes(app, service);
    },
  };
}
