import { asc, eq } from "drizzle-orm";
import { agencies, airlines, airports, countries } from "../../db/schema";
import type { Database } from "../../platform/db";

/** The only code of this module that knows the tables. */
export function createConfigurationRepository(db: Database) {
  return {
    listCountries() {
      return db.select().from(countries).orderBy(asc(countries.nameEn));
    },
    listAirports(domestic: boolean) {
      return db
        .select({
          airport: airports,
          countryNameAr: countries.nameAr,
          countryNameFa: countries.nameFa,
          countryNameEn: countries.nameEn,
        })
        .from(airports)
        .leftJoin(countries, eq(countries.isoCode, airports.countryCode))
        .where(eq(airports.isDomestic, domestic))
        .orderBy(asc(airports.countryCode), asc(airports.cityEn), asc(airports.iataCode));
    },
    listAirlines() {
      return db.select().from(airlines).orderBy(asc(airlines.iataCode));
    },
    listActiveAgencies() {
      return db.select().from(agencies).where(eq(agencies.isActive, true)).orderBy(asc(agencies.nameEn));
    },
  };
}

export type ConfigurationRepository = ReturnType<typeof createConfigurationRepository>;
