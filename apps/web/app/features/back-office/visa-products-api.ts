/** The visa products' calls (`/api/back-office/visa-products…`, issue 15), each answer parsed with the domain's schema. */
import { type VisaProductInput, visaProductAdminSchema, visaProductsAdminSchema } from "@safar/domain";
import { get, post } from "./back-office-api";

export const listVisaProducts = (signal?: AbortSignal) =>
  get("visa-products", visaProductsAdminSchema, signal);

/** Adds a product (`productId` null) or changes one (isActive false takes it off sale). */
export const saveVisaProduct = (productId: string | null, body: VisaProductInput) =>
  post(
    productId ? `visa-products/${encodeURIComponent(productId)}` : "visa-products",
    body,
    visaProductAdminSchema,
  );
