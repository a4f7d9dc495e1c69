import { calendarDateIn } from "@safar/domain";
import { addDays, daysBetween } from "@safar/domain/time-zones";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../platform/db";
import { tourDepartures, tours } from "./schema";
import { meta, setMeta } from "./seed-hotels";
import { DEMO_TOURS, type DemoTour } from "./seed-tours-data";

/**
 * The demo tours (with SEED_DEMO; seed-tours-data.ts), marked `is_demo`, and their departures kept
 * `TOUR_DAYS_AHEAD` days ahead of today (Baghdad): every start adds the days that are missing, on
 * each tour's weekly or fortnightly day, so a departure the operator removed stays removed. The
 * Arbaeen walk leaves a few days before the next Arbaeen (20 Safar by the Umm al-Qura calendar),
 * whenever that is. Prices vary a little by day; some departures are partly sold, about one in
 * eleven sold out (the storefront hides those).
 */
export const TOUR_DAYS_AHEAD = 120;
const TOUR_DEMO_VERSION = "1";

/** A steady number from a text (the same on every machine). */
function hashOf(text: string): number {
  let hash = 0;
  for (const ch of text) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return hash;
}

const hijri = new Intl.DateTimeFormat("en-u-ca-islamic-umalqura-nu-latn", {
  timeZone: "UTC",
  month: "numeric",
  day: "numeric",
});

/** The first Arbaeen (20 Safar, Umm al-Qura) after `day`, within about 400 days. */
export function nextArbaeen(day: string): string {
  for (let i = 1; i <= 400; i += 1) {
    const date = addDays(day, i);
    const parts = hijri.formatToParts(new Date(`${date}T12:00:00Z`));
    const month = parts.find((p) => p.type === "month")?.value;
    const dayOfMonth = parts.find((p) => p.type === "day")?.value;
    if (month === "2" && dayOfMonth === "20") return date;
  }
  throw new Error(`no Arbaeen within 400 days of ${day}`);
}

/** Prices are rounded to 5 dollars, or 5,000 dinars (minor units). */
const stepOf = (currency: string) => (currency === "IQD" ? 500_000 : 500);
const rounded = (minor: number, step: number) => Math.max(step, Math.round(minor / step) * step);

function departureRow(tour: DemoTour, tourId: string, date: string) {
  const hash = hashOf(`${tour.seedKey}|${date}`);
  const step = stepOf(tour.currency);
  const adult = rounded(tour.adultMinor * (1 + (hash % 5) * 0.03), step);
  const child = Math.min(adult, rounded(adult * 0.75, step));
  const infant = Math.min(child, rounded(adult * 0.15, step));
  const soldOut = tour.schedule.kind === "every" && hash % 11 === 0;
  const sold = soldOut ? tour.capacity : hash % Math.floor(tour.capacity * 0.85);
  return {
    tourId,
    date,
    capacity: tour.capacity,
    seatsSold: sold,
    adultPriceMinor: adult,
    childPriceMinor: child,
    infantPriceMinor: infant,
  };
}

/** The days of `tour`'s schedule from `from` to `to` (both included). */
function scheduledDays(tour: DemoTour, from: string, to: string): string[] {
  if (tour.schedule.kind !== "every") return [];
  const { anchor, every } = tour.schedule;
  const days: string[] = [];
  const offset = (((daysBetween(anchor, from) % every) + every) % every) as number;
  for (let day = offset === 0 ? from : addDays(from, every - offset); day <= to; day = addDays(day, every))
    days.push(day);
  return days;
}

/**
 * The demo tours' photos: paths only (`tours/{id}/demo-N.jpg`, the image host's public namespace):
 * the host draws each (the destination, the hotel, its room) the first time it is read. A tour that
 * already has photos keeps them.
 */
async function setDemoPhotos(db: Database): Promise<void> {
  const photo = (n: number) => sql`'tours/' || ${tours.id} || '/demo-${sql.raw(String(n))}.jpg'`;
  await db
    .update(tours)
    .set({ photos: sql`jsonb_build_array(${photo(1)}, ${photo(2)}, ${photo(3)})` })
    .where(sql`${tours.isDemo} and ${tours.photos} = '[]'::jsonb`);
}

/** With `demo`: the demo tours once, and their departures up to TOUR_DAYS_AHEAD ahead; rows added. */
export async function seedTours(db: Database, options: { demo: boolean; now?: Date }): Promise<number> {
  if (!options.demo) return 0;
  const now = options.now ?? new Date();
  let written = 0;
  if ((await meta(db, "seed:tour-demo")) !== TOUR_DEMO_VERSION) {
    await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      const inserted = await t
        .insert(tours)
        .values(
          DEMO_TOURS.map((tour) => ({
            seedKey: tour.seedKey,
            kind: tour.kind,
            destination: tour.destination,
            title: tour.title,
            description: tour.description,
            days: tour.days,
            nights: tour.nights,
            plan: tour.plan.map((entry, i) => ({ day: i + 1, ...entry })),
            included: tour.included,
            excluded: tour.excluded,
            hotelStars: tour.hotelStars,
            currency: tour.currency,
            sortOrder: tour.sortOrder,
            isDemo: true,
          })),
        )
        .onConflictDoNothing({ target: tours.seedKey })
        .returning({ id: tours.id });
      written += inserted.length;
      await setDemoPhotos(t);
      await setMeta(t, "seed:tour-demo", TOUR_DEMO_VERSION);
    });
  }

  const today = calendarDateIn(now) ?? now.toISOString().slice(0, 10);
  const through = addDays(today, TOUR_DAYS_AHEAD);
  const seededThrough = await meta(db, "seed:tour-days-through");
  const arbaeen = nextArbaeen(addDays(today, 6));
  const arbaeenSeeded = await meta(db, "seed:tour-arbaeen");
  if (seededThrough && seededThrough >= through && arbaeenSeeded === arbaeen) return written;

  const ids = new Map(
    (
      await db
        .select({ id: tours.id, seedKey: tours.seedKey })
        .from(tours)
        .where(
          and(
            isNotNull(tours.seedKey),
            eq(tours.isDemo, true),
            inArray(
              tours.seedKey,
              DEMO_TOURS.map((tour) => tour.seedKey),
            ),
          ),
        )
    ).map((row) => [row.seedKey, row.id]),
  );
  const from = seededThrough && seededThrough >= today ? addDays(seededThrough, 1) : addDays(today, 1);
  const rows = DEMO_TOURS.flatMap((tour) => {
    const id = ids.get(tour.seedKey);
    if (!id) return [];
    const days =
      tour.schedule.kind === "every"
        ? scheduledDays(tour, from, through)
        : arbaeenSeeded === arbaeen
          ? []
          : tour.schedule.daysBefore.map((before) => addDays(arbaeen, -before));
    return days.map((date) => departureRow(tour, id, date));
  });
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const inserted =
      rows.length > 0
        ? await t
            .insert(tourDepartures)
            .values(rows)
            .onConflictDoNothing()
            .returning({ id: tourDepartures.id })
        : [];
    await setMeta(t, "seed:tour-days-through", through);
    await setMeta(t, "seed:tour-arbaeen", arbaeen);
    return written + inserted.length;
  });
}
