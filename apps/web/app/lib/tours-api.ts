/**
 * The tour calls of the storefront (issue 16), parsed with the domain's schemas: the list with its
 * filters (`GetTours`) and a tour's page (`GetTour/{id}`). Public: the route loaders ask them on the
 * server (the pages are rendered with their tours, for search engines and a first paint without
 * waiting), and again on a client navigation through the loaders.
 */
import { type TourListQuery, tourDetailSchema, tourListSchema } from "@safar/domain/tour";
import type { ApiClient } from "./api";

export function getTours(client: ApiClient, query: TourListQuery, signal?: AbortSignal) {
  return client.request("tour/Tour/GetTours", {
    query: { destination: query.destination, month: query.month, maxBudget: query.maxBudget },
    signal,
    auth: false,
    schema: tourListSchema,
  });
}

export function getTour(client: ApiClient, id: string, signal?: AbortSignal) {
  return client.request(`tour/Tour/GetTour/${encodeURIComponent(id)}`, {
    signal,
    auth: false,
    schema: tourDetailSchema,
  });
}
