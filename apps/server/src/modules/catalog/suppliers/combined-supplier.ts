import type { PassengerCounts } from "@safar/domain";
import {
  COMBINED_PROVIDER,
  type FlightSupplier,
  type HoldOptions,
  joinOffers,
  SupplierError,
  type SupplierOffer,
} from "../supplier";

/** One part's hold: the supplier that holds it and its own hold id. */
interface PartHold {
  provider: string;
  holdId: string;
}

/**
 * The multi-destination itineraries joined across suppliers (COMBINED_PROVIDER, issue 10) behind
 * the one supplier interface, so that orders and fulfilment book them as any offer: each part is
 * re-priced, held, confirmed, issued and cancelled by its own supplier, one ticket per part. A hold
 * takes every part or none (the parts already held are given back when one fails); its id lists the
 * parts' holds. It never searches: the catalog makes these offers from the suppliers' answers.
 */
export function createCombinedSupplier(
  supplierOf: (name: string) => FlightSupplier | undefined,
): FlightSupplier {
  const supplier = (name: string): FlightSupplier => {
    const found = name === COMBINED_PROVIDER ? undefined : supplierOf(name);
    if (!found) throw new SupplierError(name, "supplier not enabled", "not_found");
    return found;
  };
  const partsOf = (offer: SupplierOffer): SupplierOffer[] => {
    if (!offer.parts?.length) throw new SupplierError(COMBINED_PROVIDER, "offer has no parts", "not_found");
    return offer.parts;
  };
  const holdsOf = (holdId: string): PartHold[] => JSON.parse(holdId) as PartHold[];

  return {
    name: COMBINED_PROVIDER,
    async search() {
      return [];
    },
    async price(offer: SupplierOffer, passengers: PassengerCounts) {
      const current: SupplierOffer[] = [];
      for (const part of partsOf(offer)) {
        const priced = await supplier(part.provider).price(part, passengers);
        if (!priced) return null;
        current.push(priced);
      }
      return { ...joinOffers(current, COMBINED_PROVIDER), ref: offer.ref };
    },
    async hold(offer: SupplierOffer, passengers: PassengerCounts, options: HoldOptions = {}) {
      const held: (PartHold & { expiresAt: string })[] = [];
      try {
        for (const part of partsOf(offer)) {
          const hold = await supplier(part.provider).hold(part, passengers, options);
          held.push({ provider: part.provider, ...hold });
        }
      } catch (error) {
        for (const hold of held.reverse()) await supplier(hold.provider).cancel(hold.holdId, options);
        throw error;
      }
      const expiresAt = held.map((h) => h.expiresAt).sort()[0] ?? new Date().toISOString();
      return {
        holdId: JSON.stringify(held.map(({ provider, holdId }) => ({ provider, holdId }))),
        expiresAt,
      };
    },
    async confirm(holdId: string) {
      for (const hold of holdsOf(holdId)) await supplier(hold.provider).confirm?.(hold.holdId);
    },
    async issue(holdId: string) {
      const references: string[] = [];
      for (const hold of holdsOf(holdId)) {
        references.push((await supplier(hold.provider).issue(hold.holdId)).ticketRef);
      }
      return { ticketRef: references.join("/") };
    },
    async cancel(holdId: string, options: HoldOptions = {}) {
      // Every part is given back even when one of them fails; the first failure is reported.
      let failure: unknown;
      for (const hold of holdsOf(holdId)) {
        try {
          await supplier(hold.provider).cancel(hold.holdId, options);
        } catch (error) {
          failure ??= error;
        }
      }
      if (failure) throw failure;
    },
  };
}
