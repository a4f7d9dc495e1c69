/** The city landing pages' calls (`/api/back-office/landing-pages…`, issue 16), each answer parsed with the domain's schema. */
import { type LandingPageInput, landingPageAdminSchema, landingPagesAdminSchema } from "@safar/domain";
import { get, post } from "./back-office-api";

export const listLandingPages = (signal?: AbortSignal) =>
  get("landing-pages", landingPagesAdminSchema, signal);

/** Changes a city's page (published false hides it from the storefront). */
export const saveLandingPage = (cityCode: string, body: LandingPageInput) =>
  post(`landing-pages/${encodeURIComponent(cityCode)}`, body, landingPageAdminSchema);
