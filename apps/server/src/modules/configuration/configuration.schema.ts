// The reference-data shapes live in packages/domain (shared with the web client).
export {
  type Agency,
  type Airport,
  agencySchema,
  airportQuerySchema,
  airportSchema,
  type Country,
  countrySchema,
  localizedNameSchema,
  partialLocalizedNameSchema,
} from "@safar/domain/reference";
