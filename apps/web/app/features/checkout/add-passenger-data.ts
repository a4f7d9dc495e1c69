/**
 * The data of /add-passenger (decision 012), read by its route's client loader in parallel: the
 * chosen flight (GetPlpProposalDetails, and the returning one), the search behind it
 * (GetProductTypeByAvailableRequest), the countries (a failed load is swallowed, spec §8) and the
 * customer's saved travellers (a failed load is shown in their dialog, with a retry).
 */
import type { Country, FlightProposal, ProductTypeInfo, SavedPassenger } from "@safar/domain";
import { UserMessageKey } from "@safar/domain/user-messages";
import { settle } from "../../lib/page-data";
import { getCountries, getProductType, getProposalDetails, getSavedPassengers } from "./checkout-api";
import { type BookingRefs, bookingRefsOf, unavailableKey } from "./checkout-flow";
import { resultsUrlOfSearch } from "./checkout-rules";

export type AddPassengerData =
  | {
      status: "ready";
      refs: BookingRefs;
      outbound: FlightProposal;
      returning: FlightProposal | null;
      product: ProductTypeInfo;
      /** Empty when the list did not come (Iraq and Iran stay). */
      countries: Country[];
      /** Null when the list did not come. */
      saved: SavedPassenger[] | null;
    }
  | { status: "unavailable"; message: string; backUrl: string | null }
  | { status: "error" };

export async function loadAddPassenger(
  params: URLSearchParams,
  signal: AbortSignal,
): Promise<AddPassengerData> {
  const refs = bookingRefsOf(params);
  if (!refs) return { status: "unavailable", message: UserMessageKey.FLIGHT_NOT_FOUND, backUrl: null };
  const product = getProductType(refs.requestId, signal);
  const countries = getCountries(signal).catch(() => []);
  const saved = getSavedPassengers(signal).catch(() => null);
  const flight = Promise.all([
    getProposalDetails({ requestId: refs.requestId, proposalId: refs.proposalId }, signal),
    refs.returningRequestId && refs.returningProposalId
      ? getProposalDetails(
          { requestId: refs.returningRequestId, proposalId: refs.returningProposalId },
          signal,
        )
      : Promise.resolve(null),
    product,
  ]);
  const loaded = await settle(flight);
  if (!loaded.ok) {
    const key = unavailableKey(loaded.error);
    if (!key) return { status: "error" };
    const info = await product.catch(() => null);
    return { status: "unavailable", message: key, backUrl: info ? resultsUrlOfSearch(info) : null };
  }
  const [outbound, returning, info] = loaded.value;
  return {
    status: "ready",
    refs,
    outbound: outbound.proposal,
    returning: returning?.proposal ?? null,
    product: info,
    countries: await countries,
    saved: await saved,
  };
}
