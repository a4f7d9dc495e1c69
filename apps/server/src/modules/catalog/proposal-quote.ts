/**
 * What the catalog answers about a chosen proposal of a kept search: its details, fare rules and
 * route rules, the re-check with its supplier before booking (`flightDetail`, which updates the kept
 * search), and the quote a booking is made from (`quoteForBooking`, which leaves the search as it
 * is). A round trip's returning proposal is named by its own request and proposal ids.
 */
import {
  type FareRule,
  type FlightDetail,
  type FlightDetailRequest,
  type FlightProposal,
  type FlightScope,
  fromCents,
  type PassengerCounts,
  type PlpProposalDetails,
  type ProposalRef,
  type RouteRule,
  sumCents,
} from "@safar/domain";
import { UserMessageKey } from "@safar/domain/user-messages";
import { AppError } from "../../platform/errors";
import { type MarkupRule, markupForOffer } from "./markup";
import {
  fareRulesOfOffer,
  type NormalizedSearch,
  passengersOf,
  routeRules,
  type StoredProposal,
  toProposal,
  totalCents,
} from "./proposal-view";
import type { ReferenceData } from "./reference";
import type { SearchStore } from "./search-store";
import { type FlightSupplier, SupplierError, type SupplierOffer } from "./supplier";

/** A proposal (and its returning half) re-priced for a booking; cents USD after markup. */
export interface BookingQuote {
  parts: {
    provider: string;
    offer: SupplierOffer;
    quotedCents: number;
    currentCents: number;
    proposal: FlightProposal;
  }[];
  passengers: PassengerCounts;
  flightScope: FlightScope;
  quotedCents: number;
  currentCents: number;
}

export interface ProposalQuotesDeps {
  reference: () => Promise<ReferenceData>;
  store: SearchStore;
  markupRules: () => Promise<MarkupRule[]>;
  /** The enabled suppliers by name (with the combined one of multi-supplier itineraries). */
  byName: ReadonlyMap<string, FlightSupplier>;
}

function validation(key: string, message: string): AppError {
  return AppError.single("validation", key, message);
}

/**
 * The proposal(s) a booking request names: the outbound one, and the returning one when both its ids
 * are given (one without the other is 400 FIELD_IS_INVALID). `prefix` names the fields in errors.
 */
function requestedProposals(request: FlightDetailRequest): { ref: ProposalRef; prefix: string }[] {
  const refs = [{ ref: { requestId: request.requestId, proposalId: request.proposalId }, prefix: "" }];
  if (request.returningRequestId || request.returningProposalId) {
    if (!request.returningRequestId) throw validation("returningRequestId", UserMessageKey.FIELD_IS_INVALID);
    if (!request.returningProposalId)
      throw validation("returningProposalId", UserMessageKey.FIELD_IS_INVALID);
    refs.push({
      ref: { requestId: request.returningRequestId, proposalId: request.returningProposalId },
      prefix: "returning",
    });
  }
  return refs;
}

export function createProposalQuotes(deps: ProposalQuotesDeps) {
  const { store, markupRules, byName } = deps;

  return {
    async plpProposalDetails(ref: ProposalRef): Promise<PlpProposalDetails> {
      const { entry, stored } = await store.loadProposal(ref);
      const reference = await deps.reference();
      return {
        proposal: toProposal(reference, entry, stored),
        fareRules: fareRulesOfOffer(stored.offer),
        routeRules: routeRules(reference, stored),
      };
    },

    async fareRules(ref: ProposalRef): Promise<FareRule[]> {
      const { stored } = await store.loadProposal(ref);
      return fareRulesOfOffer(stored.offer);
    },

    async routeRules(ref: ProposalRef): Promise<RouteRule[]> {
      const { stored } = await store.loadProposal(ref);
      return routeRules(await deps.reference(), stored);
    },

    /** Re-checks the chosen proposal(s) with their supplier and keeps the answer for the booking. */
    async flightDetail(request: FlightDetailRequest): Promise<FlightDetail> {
      const reference = await deps.reference();
      const rules = await markupRules();
      const refs = requestedProposals(request);
      let previous = 0;
      let total = 0;
      let available = true;
      const proposals: FlightProposal[] = [];
      const rulesOut: FareRule[] = [];
      for (const { ref, prefix } of refs) {
        const { entry, stored } = await store.loadProposal(ref, prefix);
        const supplier = byName.get(stored.offer.provider);
        const passengers = passengersOf(entry.search);
        previous += totalCents(stored.fares, passengers);
        let current: SupplierOffer | null;
        try {
          current = supplier ? await supplier.price(stored.offer, passengers) : null;
        } catch (error) {
          if (error instanceof SupplierError) {
            throw new AppError(
              "unavailable",
              [{ key: "request", messages: [UserMessageKey.FLIGHT_BOOKING_ERROR] }],
              error.message,
            );
          }
          throw error;
        }
        const updated: StoredProposal = current
          ? { ...stored, offer: current, fares: markupForOffer(rules, current, entry.search.flightScope) }
          : { ...stored, offer: { ...stored.offer, seat: 0 } };
        if (updated.offer.seat < passengers.adults + passengers.children) available = false;
        total += totalCents(updated.fares, passengers);
        entry.proposals = entry.proposals.map((p) => (p.proposalId === stored.proposalId ? updated : p));
        await store.save(entry);
        proposals.push(toProposal(reference, entry, updated));
        rulesOut.push(...fareRulesOfOffer(updated.offer));
      }
      return {
        proposal: proposals[0] as FlightProposal,
        returningProposal: proposals[1] ?? null,
        priceChanged: previous !== total,
        previousTotalPrice: fromCents(previous),
        totalPrice: fromCents(total),
        isAvailable: available,
        fareRules: rulesOut,
      };
    },

    /**
     * The chosen proposal(s) re-priced with their supplier for a booking, without touching the
     * cached search: the price quoted to the customer (cached), the price now, the supplier offers
     * a hold needs and the snapshots the order keeps. Throws FLIGHT_NOT_FOUND when the supplier no
     * longer sells it or has too few seats.
     */
    async quoteForBooking(request: FlightDetailRequest): Promise<BookingQuote> {
      const reference = await deps.reference();
      const rules = await markupRules();
      const refs = requestedProposals(request);
      const parts: BookingQuote["parts"] = [];
      let search: NormalizedSearch | undefined;
      for (const { ref, prefix } of refs) {
        const { entry, stored } = await store.loadProposal(ref, prefix);
        search ??= entry.search;
        const supplier = byName.get(stored.offer.provider);
        const passengers = passengersOf(entry.search);
        let current: SupplierOffer | null;
        try {
          current = supplier ? await supplier.price(stored.offer, passengers) : null;
        } catch (error) {
          if (error instanceof SupplierError) {
            throw new AppError(
              "unavailable",
              [{ key: "request", messages: [UserMessageKey.FLIGHT_BOOKING_ERROR] }],
              error.message,
            );
          }
          throw error;
        }
        if (!current || current.seat < passengers.adults + passengers.children) {
          throw AppError.single(
            "conflict",
            prefix ? `${prefix}ProposalId` : "proposalId",
            UserMessageKey.FLIGHT_NOT_FOUND,
          );
        }
        const updated: StoredProposal = {
          ...stored,
          offer: current,
          fares: markupForOffer(rules, current, entry.search.flightScope),
        };
        parts.push({
          provider: stored.offer.provider,
          offer: current,
          quotedCents: totalCents(stored.fares, passengers),
          currentCents: totalCents(updated.fares, passengers),
          proposal: toProposal(reference, entry, updated),
        });
      }
      const first = search as NormalizedSearch;
      return {
        parts,
        passengers: passengersOf(first),
        flightScope: first.flightScope,
        quotedCents: sumCents(parts.map((p) => p.quotedCents)),
        currentCents: sumCents(parts.map((p) => p.currentCents)),
      };
    },
  };
}
