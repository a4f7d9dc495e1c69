/**
 * The enumerations of spec §3, as `as const` objects with a derived union type of the same name and
 * a zod schema (`<name>Schema`) for servers to validate input with.
 *
 * Numeric values are the spec's where it gives them. Where the spec lists names only (sort options,
 * service types, identity documents, genders, location code kinds, colour flags, passport types,
 * directions, currencies, weight units), the value is the name itself, so it reads the same in JSON,
 * URLs and logs and no number is invented.
 */
import { z } from "zod";
import {
  AgeCategory,
  CabinClass,
  ColourFlag,
  CountryId,
  CurrencyCode,
  Direction,
  FlightScope,
  Gender,
  IdentityDocument,
  LocationCodeKind,
  NotificationChannel,
  PassportType,
  ProductChannel,
  ServiceType,
  SortOption,
  TripType,
  WeightUnit,
} from "./enum-values";

export * from "./enum-values";

export const cabinClassSchema = z.enum(CabinClass);

export const ageCategorySchema = z.enum(AgeCategory);

export const sortOptionSchema = z.enum(SortOption);

export const flightScopeSchema = z.enum(FlightScope);

export const serviceTypeSchema = z.enum(ServiceType);

export const tripTypeSchema = z.enum(TripType);

export const identityDocumentSchema = z.enum(IdentityDocument);

export const genderSchema = z.enum(Gender);

export const locationCodeKindSchema = z.enum(LocationCodeKind);

export const colourFlagSchema = z.enum(ColourFlag);

export const passportTypeSchema = z.enum(PassportType);

export const directionSchema = z.enum(Direction);

export const currencyCodeSchema = z.enum(CurrencyCode);

export const countryIdSchema = z.enum(CountryId);

export const weightUnitSchema = z.enum(WeightUnit);

export const productChannelSchema = z.enum(ProductChannel);

export const notificationChannelSchema = z.enum(NotificationChannel);
