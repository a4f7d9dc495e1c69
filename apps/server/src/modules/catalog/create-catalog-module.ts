import { calendarDateIn } from "@safar/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Cache } from "../../platform/cache";
import type { AppConfig } from "../../platform/config";
import type { Database } from "../../platform/db";
import type { ConfigurationService } from "../configuration/configuration.service";
import { createInteractionsRepository } from "../interactions/interactions.repository";
import { createInteractionsService } from "../interactions/interactions.service";
import { createCatalogRepository } from "./catalog.repository";
import { createCatalogService } from "./catalog.service";
import { loadReferenceData, type ReferenceData } from "./reference";
import type { FlightSupplier } from "./supplier";
import { createCharterSupplier } from "./suppliers/charter-supplier";
import { createDuffelSupplier } from "./suppliers/duffel-supplier";
import { createNetworkBookingStore } from "./suppliers/network-bookings";
import { createNetworkSupplier, type NetworkFaults, parseFaults } from "./suppliers/network-supplier";

const REFERENCE_MEMO_MS = 60_000;

/** Wires the catalog: suppliers by configuration, the search service and the search history. */
export function createCatalogModule(deps: {
  config: AppConfig;
  db: Database;
  cache: Cache;
  configuration: ConfigurationService;
  log: FastifyBaseLogger;
}) {
  const { config } = deps;
  let memo: { at: number; value: Promise<ReferenceData> } | undefined;
  const reference = () => {
    if (!memo || Date.now() - memo.at > REFERENCE_MEMO_MS) {
      const value = loadReferenceData(deps.configuration);
      memo = { at: Date.now(), value };
      value.catch(() => {
        memo = undefined;
      });
    }
    return memo.value;
  };

  const repository = createCatalogRepository(deps.db);
  const faults: NetworkFaults = {
    active: parseFaults(config.NETWORK_SUPPLIER_FAULTS),
    slowMs: config.NETWORK_SUPPLIER_SLOW_MS,
  };
  const enabled = new Set(
    config.CATALOG_SUPPLIERS.split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  );
  const suppliers: FlightSupplier[] = [];
  if (enabled.has("charter")) suppliers.push(createCharterSupplier(repository));
  if (enabled.has("network")) {
    suppliers.push(
      createNetworkSupplier({
        reference,
        today: () => calendarDateIn(new Date()) ?? new Date().toISOString().slice(0, 10),
        faults,
        bookings: createNetworkBookingStore(deps.db),
      }),
    );
  }
  if (config.DUFFEL_ACCESS_TOKEN) {
    let zones: Map<string, string> | undefined;
    void reference().then((r) => {
      zones = new Map(r.airports().map((a) => [a.iataCode, a.timeZone]));
    });
    suppliers.push(
      createDuffelSupplier(
        {
          apiUrl: config.DUFFEL_API_URL,
          accessToken: config.DUFFEL_ACCESS_TOKEN,
          supplierTimeoutMs: Math.max(2000, config.CATALOG_SEARCH_BUDGET_MS - 500),
        },
        (iata) => zones?.get(iata),
      ),
    );
  }

  const interactions = createInteractionsService(createInteractionsRepository(deps.db), async (code) => {
    const place = (await reference()).airport(code);
    return place?.name ?? { ar: code, fa: code, en: code };
  });

  const service = createCatalogService({
    searchBudgetMs: config.CATALOG_SEARCH_BUDGET_MS,
    searchTtlSeconds: config.CATALOG_SEARCH_TTL_SECONDS,
    cache: deps.cache,
    repository,
    suppliers,
    reference,
    log: deps.log,
    recordSearch: interactions.recordFlightSearch,
  });
  return { service, interactions, faults, suppliers };
}
