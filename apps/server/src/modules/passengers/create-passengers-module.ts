import type { RouteGuard } from "../../platform/auth";
import type { Database } from "../../platform/db";
import type { AppInstance, AppModule } from "../../platform/types";
import { createPassengersRepository } from "./passengers.repository";
import { passengersRoutes } from "./passengers.routes";
import { createPassengersService, type PassengersService } from "./passengers.service";

/** Wires the customer's saved passengers: repository, service, routes. */
export function createPassengersModule(deps: {
  db: Database;
  requireUser: RouteGuard;
}): AppModule<PassengersService> {
  const service = createPassengersService(createPassengersRepository(deps.db));
  return {
    service,
    register(app: AppInstance) {
      passengersRoutes(app, service, deps.requireUser);
    },
  };
}
