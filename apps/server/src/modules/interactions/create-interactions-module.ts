import type { LocalizedText } from "@safar/domain";
import type { FastifyRequest } from "fastify";
import type { Database } from "../../platform/db";
import type { AppInstance } from "../../platform/types";
import { createInteractionsRepository } from "./interactions.repository";
import { interactionsRoutes } from "./interactions.routes";
import { createInteractionsService, type VisaProductNames } from "./interactions.service";

/** Wires the search history (flights, hotels and visas): its repository, service and routes. */
export function createInteractionsModule(deps: {
  db: Database;
  /** An airport's name in every language (the catalog's reference data). */
  placeName: (code: string) => Promise<LocalizedText>;
  /** A hotel destination's name in every language (the hotels module's). */
  hotelCityName: (code: string) => Promise<LocalizedText>;
  /** A visa product's names (the visas module's, wired after this one). */
  visaProductNames: (productId: string) => Promise<VisaProductNames | null>;
  requireUser: (request: FastifyRequest) => Promise<void>;
}) {
  const service = createInteractionsService(
    createInteractionsRepository(deps.db),
    deps.placeName,
    deps.hotelCityName,
    deps.visaProductNames,
  );
  return {
    service,
    register(app: AppInstance) {
      interactionsRoutes(app, service, deps.requireUser);
    },
  };
}
