/**
 * The searches of the catalog kept in the cache under their `requestId` with sliding expiry (each
 * read extends it): an entry holds the normalized search, its proposals (supplier offer and marked-up
 * fares) and the suppliers' statuses. A search that expired answers FLIGHT_SEARCH_EXPIRED, a
 * proposal not in its search FLIGHT_NOT_FOUND (both 404).
 */
import { FlightMessageKey, type ProposalRef } from "@safar/domain";
import { UserMessageKey } from "@safar/domain/user-messages";
import type { Cache } from "../../platform/cache";
import { AppError } from "../../platform/errors";
import type { SearchEntry } from "./proposal-view";

export interface SearchStoreDeps {
  cache: Cache;
  searchTtlSeconds: number;
}

const searchKey = (requestId: string) => `catalog:search:${requestId}`;

export function createSearchStore(deps: SearchStoreDeps) {
  /** The entry of `requestId` (its expiry extended), or undefined when it expired. */
  function find(requestId: string): Promise<SearchEntry | undefined> {
    return deps.cache.touch<SearchEntry>(searchKey(requestId), deps.searchTtlSeconds);
  }

  /** Keeps (or replaces) an entry for the search time to live. */
  async function save(entry: SearchEntry): Promise<void> {
    await deps.cache.set(searchKey(entry.requestId), entry, deps.searchTtlSeconds);
  }

  async function loadEntry(requestId: string, key = "requestId"): Promise<SearchEntry> {
    const entry = await find(requestId);
    if (!entry) throw AppError.single("not_found", key, FlightMessageKey.FLIGHT_SEARCH_EXPIRED);
    return entry;
  }

  async function loadProposal(ref: ProposalRef, prefix = "") {
    const entry = await loadEntry(ref.requestId, prefix ? `${prefix}RequestId` : "requestId");
    const stored = entry.proposals.find((p) => p.proposalId === ref.proposalId);
    if (!stored)
      throw AppError.single(
        "not_found",
        prefix ? `${prefix}ProposalId` : "proposalId",
        UserMessageKey.FLIGHT_NOT_FOUND,
      );
    return { entry, stored };
  }

  return { find, save, loadEntry, loadProposal };
}

export type SearchStore = ReturnType<typeof createSearchStore>;
