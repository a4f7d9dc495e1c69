import { calendarDateIn, HotelBoard, type LocalizedText } from "@safar/domain";
import { addDays } from "@safar/domain/time-zones";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../platform/db";
import {
  appMeta,
  type CancellationRule,
  type ChildAgeBand,
  hotelCities,
  hotelInventory,
  hotelProperties,
  hotelRatePlans,
  hotelRoomTypes,
} from "./schema";
import { type City, HOTEL_CITIES, PROPERTY_PATTERNS, ROOM_TYPES } from "./seed-hotels-data";

/**
 * Hotel destinations (always) and the demo contracted hotels (with SEED_DEMO): four properties in
 * each city, three room types each, two or three rate plans per room type, and their allotments
 * and prices kept `HOTEL_DAYS_AHEAD` days ahead of today (Baghdad): every start adds the days that
 * are missing. Every demo property is marked `is_demo`.
 */
export const HOTEL_DAYS_AHEAD = 90;
const HOTEL_CITIES_VERSION = "1";
const HOTEL_DEMO_VERSION = "1";
const HOTEL_DEMO_PHOTOS_VERSION = "2";
/** Inventory rows per insert (8 parameters each). */
const CHUNK = 2000;

/** Children under 6 stay free; 6–11 pay a quarter of a single room, 12–17 half. */
function childBands(singleCents: number): ChildAgeBand[] {
  return [
    { minAge: 0, maxAge: 5, centsPerNight: 0 },
    { minAge: 6, maxAge: 11, centsPerNight: Math.round(singleCents * 0.25) },
    { minAge: 12, maxAge: 17, centsPerNight: Math.round(singleCents * 0.5) },
  ];
}

/** Free until 3 days before (18:00 at the hotel); then the first night; from the day before, the stay. */
const FLEXIBLE: CancellationRule[] = [
  { daysBefore: 3, nights: 1 },
  { daysBefore: 1, nights: 99 },
];

function ratePlansFor(pattern: (typeof PROPERTY_PATTERNS)[number], city: City, singleCents: number) {
  const common = {
    cityTaxCents: city.cityTaxCents,
    taxPercent: city.taxPercent,
    childBands: childBands(singleCents),
  };
  return [
    {
      board: HotelBoard.RoomOnly,
      refundable: false,
      cancellationRules: [],
      adjustPercent: "-12",
      payAtHotel: false,
      ...common,
    },
    {
      board: HotelBoard.Breakfast,
      refundable: true,
      cancellationRules: FLEXIBLE,
      adjustPercent: "0",
      payAtHotel: false,
      ...common,
    },
    ...(pattern.payAtHotel
      ? [
          {
            board: HotelBoard.HalfBoard,
            refundable: true,
            cancellationRules: FLEXIBLE,
            adjustPercent: "20",
            payAtHotel: true,
            ...common,
          },
        ]
      : []),
  ];
}

/** A steady ±10 % by day (weekends and busy days dearer), the same on every machine. */
function dayFactor(day: string): number {
  let hash = 0;
  for (const ch of day) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const weekend = weekday === 4 || weekday === 5 ? 0.08 : 0; // Thursday and Friday nights
  return 0.95 + (hash % 11) / 100 + weekend;
}

/** The price of one room a night by adults, cents: one adult 85 %, three 130 %, four 155 %. */
function centsByAdults(roomCents: number, maxAdults: number, day: string): Record<string, number> {
  const shares = [0.85, 1, 1.3, 1.55];
  const factor = dayFactor(day);
  return Object.fromEntries(
    shares
      .slice(0, maxAdults)
      .map((share, i) => [String(i + 1), Math.round((roomCents * share * factor) / 50) * 50]),
  );
}

const local = (text: LocalizedText, city: LocalizedText): LocalizedText => ({
  ar: text.ar.replace("{city}", city.ar),
  fa: text.fa.replace("{city}", city.fa),
  en: text.en.replace("{city}", city.en),
});

/** A seed's recorded version (app_meta), or undefined before its first run. */
export async function meta(db: Database, key: string) {
  const rows = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return rows[0]?.value;
}

export async function setMeta(db: Database, key: string, value: string) {
  await db
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
}

/** Room type id → its nightly price base and allotment, for the demo days. */
type DemoRoom = { roomTypeId: string; roomCents: number; maxAdults: number; allotment: number };

async function insertDemoProperties(db: Database): Promise<void> {
  for (const city of HOTEL_CITIES) {
    for (const [index, pattern] of PROPERTY_PATTERNS.entries()) {
      const area = city.areas[index % city.areas.length] as LocalizedText;
      const [property] = await db
        .insert(hotelProperties)
        .values({
          cityCode: city.code,
          name: local(pattern.name, city.name),
          stars: pattern.stars,
          propertyType: pattern.type,
          area,
          address: {
            ar: `${area.ar}، ${city.name.ar}`,
            fa: `${area.fa}، ${city.name.fa}`,
            en: `${area.en}, ${city.name.en}`,
          },
          latitude: city.latitude + (index - 1.5) * 0.004,
          longitude: city.longitude + (index - 1.5) * 0.003,
          checkInTime: "14:00",
          checkOutTime: "12:00",
          amenities: [
            "wifi",
            "air-conditioning",
            "24h-reception",
            ...(pattern.stars >= 4 ? ["restaurant", "lift"] : []),
          ],
          photos: [],
          importantInfo: {
            ar: "يُطلب جواز السفر أو البطاقة الوطنية عند الوصول. هذا فندق تجريبي للعرض.",
            fa: "هنگام ورود گذرنامه یا کارت ملی لازم است. این هتل نمونه برای نمایش است.",
            en: "A passport or national ID card is required at check-in. This is a demo hotel.",
          },
          popularity: 100 - index * 10 + (city.pilgrimage ? 5 : 0),
          isDemo: true,
        })
        .returning({ id: hotelProperties.id });
      if (!property) continue;
      const roomCents = Math.round(city.doubleCents * pattern.factor);
      for (const [order, room] of ROOM_TYPES.entries()) {
        const [roomType] = await db
          .insert(hotelRoomTypes)
          .values({
            propertyId: property.id,
            name: room.name,
            beds: room.beds,
            maxAdults: room.maxAdults,
            maxChildren: room.maxChildren,
            maxOccupancy: room.maxOccupancy,
            sortOrder: order,
          })
          .returning({ id: hotelRoomTypes.id });
        if (!roomType) continue;
        const single = Math.round(roomCents * room.factor * 0.85);
        await db
          .insert(hotelRatePlans)
          .values(ratePlansFor(pattern, city, single).map((plan) => ({ ...plan, roomTypeId: roomType.id })));
      }
    }
  }
}

/** The demo room types with what their days are made of. */
async function demoRooms(db: Database): Promise<DemoRoom[]> {
  const rows = await db
    .select({
      roomTypeId: hotelRoomTypes.id,
      maxAdults: hotelRoomTypes.maxAdults,
      sortOrder: hotelRoomTypes.sortOrder,
      stars: hotelProperties.stars,
      cityCode: hotelProperties.cityCode,
    })
    .from(hotelRoomTypes)
    .innerJoin(hotelProperties, eq(hotelProperties.id, hotelRoomTypes.propertyId))
    .where(eq(hotelProperties.isDemo, true));
  return rows.flatMap((row) => {
    const city = HOTEL_CITIES.find((c) => c.code === row.cityCode);
    const pattern = PROPERTY_PATTERNS.find((p) => p.stars === row.stars);
    const room = ROOM_TYPES[row.sortOrder];
    if (!city || !pattern || !room) return [];
    return [
      {
        roomTypeId: row.roomTypeId,
        roomCents: Math.round(city.doubleCents * pattern.factor * room.factor),
        maxAdults: row.maxAdults,
        allotment: room.allotment + (city.pilgrimage ? 4 : 0),
      },
    ];
  });
}

/** Inserts the demo allotments and prices of `days` (a day a room type already has is left alone). */
async function insertDemoDays(db: Database, rooms: DemoRoom[], days: string[]): Promise<number> {
  const rows = rooms.flatMap((room) =>
    days.map((day) => ({
      roomTypeId: room.roomTypeId,
      day,
      allotment: room.allotment,
      centsByAdults: centsByAdults(room.roomCents, room.maxAdults, day),
    })),
  );
  let inserted = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const done = await db
      .insert(hotelInventory)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoNothing()
      .returning({ day: hotelInventory.day });
    inserted += done.length;
  }
  return inserted;
}

/**
 * The demo hotels' photos: paths only (`hotels/{id}/demo-N.jpg`, the image host's public namespace,
 * modules/images/image-path.ts). The image host draws each one (facade, room, lobby, with the
 * hotel's name and a "DEMO" mark) the first time it is read and keeps it in the file storage, so the
 * seed needs no storage and costs one statement; a property that already has photos keeps them.
 */
async function setDemoPhotos(db: Database): Promise<void> {
  const photo = (n: number) => sql`'hotels/' || ${hotelProperties.id} || '/demo-${sql.raw(String(n))}.jpg'`;
  await db
    .update(hotelProperties)
    .set({
      photos: sql`case when ${hotelProperties.stars} >= 4
        then jsonb_build_array(${photo(1)}, ${photo(2)}, ${photo(3)})
        else jsonb_build_array(${photo(1)}, ${photo(2)}) end`,
    })
    .where(sql`${hotelProperties.isDemo} and ${hotelProperties.photos} = '[]'::jsonb`);
}

/** The demo pictures' captions (scene 1 the facade, 2 a room, 3 the lobby), each saying it is a demo. */
const DEMO_PHOTO_CAPTIONS = {
  "1": {
    ar: "واجهة الفندق (رسم توضيحي تجريبي)",
    fa: "نمای هتل (تصویر نمایشی)",
    en: "The hotel's facade (demo illustration)",
  },
  "2": {
    ar: "غرفة نزلاء (رسم توضيحي تجريبي)",
    fa: "اتاق مهمان (تصویر نمایشی)",
    en: "A guest room (demo illustration)",
  },
  "3": {
    ar: "بهو الفندق (رسم توضيحي تجريبي)",
    fa: "لابی هتل (تصویر نمایشی)",
    en: "The lobby (demo illustration)",
  },
};

/** Captions for the demo pictures of demo properties that have none yet (one statement). */
async function setDemoPhotoCaptions(db: Database): Promise<void> {
  await db
    .update(hotelProperties)
    .set({
      photoCaptions: sql`coalesce((
        select jsonb_object_agg(path, ${JSON.stringify(DEMO_PHOTO_CAPTIONS)}::jsonb
          -> substring(path from '/demo-([123])[.]jpg$'))
        from jsonb_array_elements_text(${hotelProperties.photos}) as path
        where path ~ '/demo-[123][.]jpg$'
      ), '{}'::jsonb)`,
    })
    .where(sql`${hotelProperties.isDemo} and ${hotelProperties.photoCaptions} = '{}'::jsonb`);
}

/** Cities always; with `demo`, the demo hotels and their days up to `HOTEL_DAYS_AHEAD` ahead. */
export async function seedHotels(db: Database, options: { demo: boolean; now?: Date }): Promise<number> {
  const now = options.now ?? new Date();
  if ((await meta(db, "seed:hotel-cities")) !== HOTEL_CITIES_VERSION) {
    await db.transaction(async (tx) => {
      await tx
        .insert(hotelCities)
        .values(
          HOTEL_CITIES.map((city, i) => ({
            code: city.code,
            name: city.name,
            countryCode: city.countryCode,
            country: city.country,
            timeZone: city.timeZone,
            pilgrimage: city.pilgrimage,
            sortOrder: i,
          })),
        )
        .onConflictDoUpdate({
          target: hotelCities.code,
          set: {
            name: sql.raw("excluded.name"),
            country: sql.raw("excluded.country"),
            timeZone: sql.raw("excluded.time_zone"),
            pilgrimage: sql.raw("excluded.pilgrimage"),
            sortOrder: sql.raw("excluded.sort_order"),
          },
        });
      await setMeta(tx as unknown as Database, "seed:hotel-cities", HOTEL_CITIES_VERSION);
    });
  }
  if (!options.demo) return 0;
  if ((await meta(db, "seed:hotel-demo")) !== HOTEL_DEMO_VERSION) {
    await db.transaction(async (tx) => {
      await insertDemoProperties(tx as unknown as Database);
      await setMeta(tx as unknown as Database, "seed:hotel-demo", HOTEL_DEMO_VERSION);
    });
  }

  if ((await meta(db, "seed:hotel-demo-photos")) !== HOTEL_DEMO_PHOTOS_VERSION) {
    await db.transaction(async (tx) => {
      await setDemoPhotos(tx as unknown as Database);
      await setDemoPhotoCaptions(tx as unknown as Database);
      await setMeta(tx as unknown as Database, "seed:hotel-demo-photos", HOTEL_DEMO_PHOTOS_VERSION);
    });
  }

  const today = calendarDateIn(now) ?? now.toISOString().slice(0, 10);
  const through = addDays(today, HOTEL_DAYS_AHEAD);
  const seededThrough = await meta(db, "seed:hotel-days-through");
  if (seededThrough && seededThrough >= through) return 0;
  const from = seededThrough && seededThrough >= today ? addDays(seededThrough, 1) : today;
  const days: string[] = [];
  for (let day = from; day <= through; day = addDays(day, 1)) days.push(day);
  return db.transaction(async (tx) => {
    const inserted = await insertDemoDays(
      tx as unknown as Database,
      await demoRooms(tx as unknown as Database),
      days,
    );
    await setMeta(tx as unknown as Database, "seed:hotel-days-through", through);
    return inserted;
  });
}
