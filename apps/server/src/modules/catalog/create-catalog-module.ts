import { calendarDateIn, type LocalizedText } from "@safar/domain";
import type { FastifyBaseLogger } from "fastify";
import { addCharterFlight } from "../../db/seed-catalog";
import { type AccessTokenVerifier, createOptionalUser } from "../../platform/auth";
import type { Cache } from "../../platform/cache";
import type { AppConfig } from "../../platform/config";
import type { Database } from "../../platform/db";
import type { AppInstance } from "../../platform/types";
import type { ConfigurationService } from "../configuration/configuration.service";
import { createCatalogRepository } from "./catalog.repository";
import { catalogDevRoutes, catalogRoutes } from "./catalog.routes";
import { createCatalogService, type NormalizedSearch } from "./catalog.service";
import { createCharterAdminRepository } from "./charter-admin.repository";
import { createCharterAdmin } from "./charter-admin.service";
import { createMarkupAdminRepository } from "./markup-admin.repository";
import { createMarkupAdmin } from "./markup-admin.service";
import { loadReferenceData, type ReferenceData } from "./reference";
import type { FlightSupplier } from "./supplier";
import { createCharterSupplier } from "./suppliers/charter-supplier";
import { createDuffelSupplier } from "./suppliers/duffel-supplier";
import { createNetworkBookingStore } from "./suppliers/network-bookings.repository";
import { createNetworkSupplier, type NetworkFaults, parseFaults } from "./suppliers/network-supplier";

const REFERENCE_MEMO_MS = 60_000;

/** Wires the catalog: suppliers by configuration, the search service, its routes (and outside production the fault switches). */
export function createCatalogModule(deps: {
  config: AppConfig;
  db: Database;
  cache: Cache;
  configuration: ConfigurationService;
  log: FastifyBaseLogger;
  /** The accounts module's token check: a signed-in customer's searches are recorded. */
  verifyAccessToken: AccessTokenVerifier;
  /** Records a signed-in customer's search (the interactions module's service). */
  recordSearch?: (userId: string, search: NormalizedSearch) => Promise<void>;
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
  const charter = enabled.has("charter") ? createCharterSupplier(repository) : undefined;
  if (charter) suppliers.push(charter);
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

  /** An airport's name in every language, its code where the airport is unknown. */
  const placeName = async (code: string): Promise<LocalizedText> => {
    const place = (await reference()).airport(code);
    return place?.name ?? { ar: code, fa: code, en: code };
  };

  /** An airport of the reference data: its name and whether it is in Iraq (a domestic flight's end); undefined when unknown. */
  const airport = async (code: string): Promise<{ name: LocalizedText; isDomestic: boolean } | undefined> => {
    const place = (await reference()).airport(code);
    return place ? { name: place.name, isDomestic: place.isDomestic } : undefined;
  };

  const service = createCatalogService({
    searchBudgetMs: config.CATALOG_SEARCH_BUDGET_MS,
    searchTtlSeconds: config.CATALOG_SEARCH_TTL_SECONDS,
    cache: deps.cache,
    repository,
    suppliers,
    reference,
    log: deps.log,
    recordSearch: deps.recordSearch,
  });
  return {
    service,
    /** The back office's charter flights (charter-admin.service.ts). */
    charters: createCharterAdmin({
      repository: createCharterAdminRepository(deps.db),
      reference,
      forget: () => charter?.forget(),
    }),
    /** The back office's markup rules (markup-admin.ts). */
    markups: createMarkupAdmin({
      repository: createMarkupAdminRepository(deps.db),
      forget: () => service.forgetMarkupRules(),
    }),
    placeName,
    airport,
    faults,
    suppliers,
    register(app: AppInstance) {
      catalogRoutes(app, service, createOptionalUser(deps.verifyAccessToken));
      if (!config.isProduction)
        catalogDevRoutes(app, faults, async (input) => {
          const added = await addCharterFlight(deps.db, input);
          charter?.forget(); // searches read the new flight at once
          return added;
        });
    },
  };
}
