import { eq, sql } from "drizzle-orm";
import {
  type AirportRecord,
  buildAirlines,
  buildAirports,
  buildCountries,
} from "../modules/configuration/reference-data/index";
import type { Database } from "../platform/db";
import {
  agencies,
  airlines,
  airports,
  appMeta,
  countries,
  currencyRates,
  discountVouchers,
  paymentGateways,
} from "./schema";

/**
 * Bump when the reference data builders change what they produce: the next start upserts
 * countries, airports and airlines again. Demo data is inserted once per database.
 */
export const REFERENCE_DATA_VERSION = "4";
const DEMO_DATA_VERSION = "1";

const CHUNK = 400;

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

async function metaValue(db: Database, key: string): Promise<string | undefined> {
  const rows = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return rows[0]?.value;
}

async function setMeta(db: Database, key: string, value: string) {
  await db
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);

export async function seedReferenceData(db: Database): Promise<boolean> {
  if ((await metaValue(db, "seed:reference")) === REFERENCE_DATA_VERSION) return false;
  await db.transaction(async (tx) => {
    const countryRows = buildCountries().map((c) => ({
      id: c.id,
      isoCode: c.isoCode,
      iso3: c.iso3,
      nameAr: c.name.ar,
      nameFa: c.name.fa,
      nameEn: c.name.en,
      dialingCode: c.dialingCode,
    }));
    await insertChunks(countryRows, (chunk) =>
      tx
        .insert(countries)
        .values(chunk)
        .onConflictDoUpdate({
          target: countries.id,
          set: {
            isoCode: excluded("iso_code"),
            iso3: excluded("iso3"),
            nameAr: excluded("name_ar"),
            nameFa: excluded("name_fa"),
            nameEn: excluded("name_en"),
            dialingCode: excluded("dialing_code"),
          },
        }),
    );

    const { domestic, international } = buildAirports();
    const airportRows = [...domestic, ...international].map(airportRow);
    await insertChunks(airportRows, (chunk) =>
      tx
        .insert(airports)
        .values(chunk)
        .onConflictDoUpdate({
          target: airports.iataCode,
          set: {
            icaoCode: excluded("icao_code"),
            cityCode: excluded("city_code"),
            nameAr: excluded("name_ar"),
            nameFa: excluded("name_fa"),
            nameEn: excluded("name_en"),
            cityAr: excluded("city_ar"),
            cityFa: excluded("city_fa"),
            cityEn: excluded("city_en"),
            countryCode: excluded("country_code"),
            latitude: excluded("latitude"),
            longitude: excluded("longitude"),
            timeZone: excluded("time_zone"),
            isDomestic: excluded("is_domestic"),
            alternateNames: excluded("alternate_names"),
          },
        }),
    );

    const airlineRows = buildAirlines().map((a) => ({
      iataCode: a.iataCode,
      icaoCode: a.icaoCode,
      nameAr: a.name.ar ?? null,
      nameFa: a.name.fa ?? null,
      nameEn: a.name.en,
      countryCode: a.countryCode,
    }));
    await insertChunks(airlineRows, (chunk) =>
      tx
        .insert(airlines)
        .values(chunk)
        .onConflictDoUpdate({
          target: airlines.iataCode,
          set: {
            icaoCode: excluded("icao_code"),
            nameAr: excluded("name_ar"),
            nameFa: excluded("name_fa"),
            nameEn: excluded("name_en"),
            countryCode: excluded("country_code"),
          },
        }),
    );
    await setMeta(tx as unknown as Database, "seed:reference", REFERENCE_DATA_VERSION);
  });
  return true;
}

/**
 * Operator-owned data with demo values: display currencies and their rates (units per USD,
 * rounded market rates of late 2026) and the partner agency of spec §1.
 */
export async function seedDemoData(db: Database): Promise<boolean> {
  if ((await metaValue(db, "seed:demo")) === DEMO_DATA_VERSION) return false;
  await db.transaction(async (tx) => {
    await tx
      .insert(currencyRates)
      .values([
        { code: "USD", symbol: "$", exchangeRate: "1", isDefault: true, sortOrder: 1 },
        { code: "IQD", symbol: "د.ع", exchangeRate: "1310", isDefault: false, sortOrder: 2 },
        { code: "IRR", symbol: "﷼", exchangeRate: "1050000", isDefault: false, sortOrder: 3 },
        { code: "AED", symbol: "د.إ", exchangeRate: "3.6725", isDefault: false, sortOrder: 4 },
      ])
      .onConflictDoNothing();
    await tx.insert(agencies).values([
      {
        nameAr: "شركة الكوفة للسفر والسياحة",
        nameFa: "شرکت مسافرتی و گردشگری کوفه",
        nameEn: "Al-Kufa Travel & Tourism Co.",
        cityCode: "NJF",
        phone: "+9647801234567",
        email: "info@alkufa-travel.example",
        addressAr: "النجف الأشرف، شارع الكوفة، مجمع الغدير التجاري",
        addressFa: "نجف اشرف، خیابان کوفه، مجتمع تجاری الغدیر",
        addressEn: "Al-Ghadeer Commercial Complex, Kufa Street, Najaf",
      },
      {
        nameAr: "مكتب رحّال - بغداد، الكرادة",
        nameFa: "دفتر رحّال - بغداد، کراده",
        nameEn: "Rahhal office - Baghdad, Karrada",
        cityCode: "BGW",
        phone: "+9647709876543",
        email: "baghdad@rahhal.example",
        addressAr: "بغداد، الكرادة داخل، قرب ساحة كهرمانة",
        addressFa: "بغداد، کراده داخل، نزدیک میدان کهرمانه",
        addressEn: "Karrada Dakhil, near Kahramana Square, Baghdad",
      },
    ]);
    await setMeta(tx as unknown as Database, "seed:demo", DEMO_DATA_VERSION);
  });
  return true;
}

/** Demo discount vouchers (idempotent: a code already there is left as it is). */
export async function seedDemoVouchers(db: Database): Promise<void> {
  const inAYear = new Date(Date.now() + 365 * 24 * 3600_000);
  await db
    .insert(discountVouchers)
    .values([
      {
        code: "WELCOME10",
        kind: "percent",
        percent: 10,
        maxDiscountCents: 5000,
        minimumOrderCents: 5000,
        expiresAt: inAYear,
        perCustomerLimit: 1,
        totalLimit: 1000,
        description: "10% off a first booking, at most $50, on orders of $50 or more",
      },
      {
        code: "SAFAR5",
        kind: "fixed",
        amountCents: 500,
        minimumOrderCents: 2000,
        expiresAt: inAYear,
        perCustomerLimit: 3,
        totalLimit: null,
        description: "$5 off orders of $20 or more, three times per customer",
      },
      {
        code: "EXPIRED2024",
        kind: "fixed",
        amountCents: 1000,
        expiresAt: new Date("2024-12-31T21:00:00Z"),
        description: "An expired voucher, for the demo of VOUCHER_EXPIRED",
      },
    ])
    .onConflictDoNothing({ target: discountVouchers.code });
}

/**
 * The payment gateways (idempotent: a gateway already there keeps its isActive, which the operator
 * sets). The sandbox is id 1, the spec's default gateway, active; ZainCash and HyperPay stay
 * inactive until they are configured.
 */
export async function seedPaymentGateways(db: Database): Promise<void> {
  await db
    .insert(paymentGateways)
    .values([
      {
        id: 1,
        code: "sandbox",
        nameAr: "بوابة الاختبار",
        nameFa: "درگاه آزمایشی",
        nameEn: "Sandbox (test)",
        isActive: true,
        sort: 1,
      },
      {
        id: 2,
        code: "zaincash",
        nameAr: "زين كاش",
        nameFa: "زین کش",
        nameEn: "ZainCash",
        isActive: false,
        sort: 2,
      },
      {
        id: 3,
        code: "hyperpay",
        nameAr: "هايبر باي",
        nameFa: "هایپرپی",
        nameEn: "HyperPay",
        isActive: false,
        sort: 3,
      },
    ])
    .onConflictDoNothing({ target: paymentGateways.id });
}

/** An airport of the reference data as the `airports` table keeps it. */
export function airportRow(a: AirportRecord): typeof airports.$inferSelect {
  return {
    iataCode: a.iataCode,
    icaoCode: a.icaoCode,
    cityCode: a.cityCode,
    nameAr: a.name.ar ?? null,
    nameFa: a.name.fa ?? null,
    nameEn: a.name.en,
    cityAr: a.cityName.ar ?? null,
    cityFa: a.cityName.fa ?? null,
    cityEn: a.cityName.en,
    countryCode: a.countryCode,
    latitude: a.latitude,
    longitude: a.longitude,
    timeZone: a.timeZone,
    isDomestic: a.isDomestic,
    alternateNames: [...a.alternateNames],
  };
}
