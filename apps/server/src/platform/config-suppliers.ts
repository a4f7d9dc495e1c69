import { NETWORK_FAULTS } from "@safar/domain/network-faults";
import { z } from "zod";
import { optionalText, positiveInt, urlWithProtocol } from "./config-values";

/** The suppliers a search asks: flights (charter, network, Duffel) and hotels (contracted, Hotelbeds). */
/** A comma list (blanks ignored) whose every item is one of `allowed`. */
const commaListOf = (allowed: readonly string[], byDefault: string, message: string) =>
  z
    .string()
    .default(byDefault)
    .refine(
      (value) =>
        value
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
          .every((s) => allowed.includes(s)),
      message,
    );

export const supplierVariables = {
  // Flight catalog (suppliers, fan-out, search cache)
  /** Built-in suppliers to ask: a comma list of charter and network. */
  CATALOG_SUPPLIERS: commaListOf(
    ["charter", "network"],
    "charter,network",
    "must be a comma list of charter and network",
  ),
  /** Time budget of a search across all suppliers, ms. */
  CATALOG_SEARCH_BUDGET_MS: positiveInt(8000),
  /** Search results stay cached this long after their last use (sliding), seconds. */
  CATALOG_SEARCH_TTL_SECONDS: positiveInt(900),
  /** Faults the network supplier injects: a comma list of NETWORK_FAULTS. */
  NETWORK_SUPPLIER_FAULTS: commaListOf(
    NETWORK_FAULTS,
    "",
    `must be a comma list of ${NETWORK_FAULTS.join(", ")}`,
  ),
  /** How long the `slow` fault makes a network search take, ms. */
  NETWORK_SUPPLIER_SLOW_MS: positiveInt(3000),
  /** Duffel access token: set it to add the Duffel supplier. */
  DUFFEL_ACCESS_TOKEN: optionalText,
  DUFFEL_API_URL: urlWithProtocol(["https:", "http:"]).default("https://api.duffel.com"),
  // Hotels
  /** The time a hotel search gives its suppliers, ms (a slower supplier is left out of that search). */
  HOTEL_SEARCH_BUDGET_MS: positiveInt(8000).refine((v) => v <= 60_000, "must be at most 60000"),
  /** Hotelbeds APItude key and secret: set both to add the Hotelbeds supplier. */
  HOTELBEDS_API_KEY: optionalText,
  HOTELBEDS_SECRET: optionalText,
  HOTELBEDS_API_URL: urlWithProtocol(["https:", "http:"]).default("https://api.test.hotelbeds.com"),
  /**
   * Our hotel destinations as Hotelbeds' destination codes, `OURS=THEIRS` comma-separated; a
   * destination not listed is not asked of Hotelbeds.
   */
  HOTELBEDS_DESTINATIONS: z
    .string()
    .default("IST=IST,DXB=DXB,GYD=BAK,TBS=TBS,EBL=EBL,BGW=BGW,BSR=BSR,NJF=NJF,MHD=MHD")
    .refine(
      (value) => value.split(",").every((pair) => /^\s*[A-Z]{3}\s*=\s*[A-Z0-9]{2,6}\s*$/.test(pair)),
      "must be a comma list of OUR=THEIRS destination codes",
    ),
};
