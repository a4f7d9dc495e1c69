/** Tours the tests add for themselves (tours.api.test.ts, tour-bookings.api.test.ts). */
import { calendarDateIn } from "@safar/domain";
import { addDays } from "@safar/domain/time-zones";
import { tourDepartures, tours } from "../db/schema";
import type { TestApp } from "./test-app";

const today = () => calendarDateIn(new Date()) as string;

const three = (text: string) => ({ ar: `${text} (ar)`, fa: `${text} (fa)`, en: text });

/** A tour of the test's own, straight into the tables (a Tbilisi holiday by default), with departures `{ in: days from today, … }`. */
export async function addTestTour(
  t: TestApp,
  departures: { in: number; capacity?: number; sold?: number; held?: number; adult?: number }[],
  options: { onSale?: boolean; currency?: string; destination?: string } = {},
) {
  const { db } = t.infrastructure.database;
  const [tour] = await db
    .insert(tours)
    .values({
      kind: "Leisure",
      destination: options.destination ?? "TBS",
      title: three("Test tour"),
      description: three("A tour of the test's own"),
      days: 2,
      nights: 1,
      plan: [
        { day: 1, title: three("Day one"), description: three("") },
        { day: 2, title: three("Day two"), description: three("") },
      ],
      hotelStars: 3,
      currency: options.currency ?? "USD",
      onSale: options.onSale ?? true,
      sortOrder: 900,
    })
    .returning();
  if (!tour) throw new Error("no tour");
  if (departures.length > 0)
    await db.insert(tourDepartures).values(
      departures.map((d) => ({
        tourId: tour.id,
        date: addDays(today(), d.in),
        capacity: d.capacity ?? 20,
        seatsSold: d.sold ?? 0,
        seatsHeld: d.held ?? 0,
        adultPriceMinor: d.adult ?? 25_000,
        childPriceMinor: 20_000,
        infantPriceMinor: 5_000,
      })),
    );
  return tour.id;
}
