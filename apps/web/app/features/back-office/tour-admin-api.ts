/** The back office's tours (`/api/back-office/tours…`, issue 16), each answer parsed with the domain's schema. */
import {
  hotelPhotosSchema,
  type TourDepartureInput,
  type TourInput,
  tourAdminSchema,
  tourDepartureAdminSchema,
  toursAdminSchema,
} from "@safar/domain";
import { z } from "zod";
import { get, post } from "./back-office-api";

const at = (id: string) => `tours/${encodeURIComponent(id)}`;
const departureAt = (tourId: string, departureId: string) =>
  `${at(tourId)}/departures/${encodeURIComponent(departureId)}`;

export const listTours = (signal?: AbortSignal) => get("tours", toursAdminSchema, signal);

export const getTour = (id: string, signal?: AbortSignal) => get(at(id), tourAdminSchema, signal);

export const createTour = (body: TourInput) => post("tours", body, tourAdminSchema);

/** Changes the tour; photos left out of `photos` are deleted (that is how one is removed or they are ordered). */
export const updateTour = (id: string, body: TourInput) => post(at(id), body, tourAdminSchema);

export const saveDeparture = (tourId: string, departureId: string | null, body: TourDepartureInput) =>
  post(
    departureId ? departureAt(tourId, departureId) : `${at(tourId)}/departures`,
    body,
    tourDepartureAdminSchema,
  );

export const removeDeparture = (tourId: string, departureId: string) =>
  post(`${departureAt(tourId, departureId)}/remove`, {}, z.null());

/** Adds a photo after the others (the server decides its type by content and re-encodes it). */
export const uploadTourPhoto = (tourId: string, file: File) => {
  const body = new FormData();
  body.append("photo", file);
  return post(`${at(tourId)}/photos`, body, hotelPhotosSchema);
};
