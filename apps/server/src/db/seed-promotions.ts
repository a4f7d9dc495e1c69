import { calendarDateIn, type LocalizedText, type PromotionArtwork } from "@safar/domain";
import { addDays } from "@safar/domain/time-zones";
import { and, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { Database } from "../platform/db";
import { promotions } from "./schema";

/** A demo promotion runs this many days from the day it is seeded (and is kept running, below). */
const DEMO_DAYS = 365;
/** A demo promotion the operator never changed is moved on when it has fewer days left than this. */
const DEMO_RENEW_BELOW_DAYS = 30;

type DemoPromotion = {
  seedKey: string;
  title: LocalizedText;
  text: LocalizedText;
  artwork: PromotionArtwork;
  link: string;
  voucherCode: string | null;
  sortOrder: number;
};

/** The demo promotions (SEED_DEMO): the demo vouchers (seed.ts) and the tours and visas on sale. */
export const DEMO_PROMOTIONS: readonly DemoPromotion[] = [
  {
    seedKey: "demo-welcome10",
    title: { ar: "خصم ١٠٪ على أول حجز", fa: "۱۰٪ تخفیف برای اولین رزرو", en: "10% off your first booking" },
    text: {
      ar: "استخدم الرمز عند الدفع، حتى ٥٠ دولارًا على الطلبات من ٥٠ دولارًا فأكثر.",
      fa: "کد را هنگام پرداخت وارد کنید؛ تا ۵۰ دلار برای سفارش‌های ۵۰ دلار و بیشتر.",
      en: "Enter the code at payment: up to $50 off orders of $50 or more.",
    },
    artwork: "flight",
    link: "/international-flight",
    voucherCode: "WELCOME10",
    sortOrder: 1,
  },
  {
    seedKey: "demo-pilgrimage-tours",
    title: { ar: "رحلات الزيارة", fa: "تورهای زیارتی", en: "Pilgrimage tours" },
    text: {
      ar: "كربلاء والنجف ومشهد مع الفندق والنقل والمرشد، بمقاعد مضمونة.",
      fa: "کربلا، نجف و مشهد با هتل، ترانسفر و راهنما، با صندلی تضمینی.",
      en: "Karbala, Najaf and Mashhad with hotel, transfers and a guide, seats guaranteed.",
    },
    artwork: "tour",
    link: "/tour-home",
    voucherCode: null,
    sortOrder: 2,
  },
  {
    seedKey: "demo-visa-uae",
    title: { ar: "تأشيرة الإمارات أونلاين", fa: "ویزای امارات آنلاین", en: "UAE visa online" },
    text: {
      ar: "ارفع صورة الجواز وادفع، ونرسل لك التأشيرة. ٥ دولارات خصم بالرمز.",
      fa: "عکس گذرنامه را بارگذاری کنید و بپردازید؛ ویزا را برایتان می‌فرستیم. ۵ دلار تخفیف با کد.",
      en: "Upload your passport photo and pay; we send you the visa. $5 off with the code.",
    },
    artwork: "visa",
    link: "/visa-uae",
    voucherCode: "SAFAR5",
    sortOrder: 3,
  },
];

/**
 * With `demo`: the demo promotions (marked `is_demo`, idempotent by seed key), running from
 * yesterday for DEMO_DAYS; one the operator never changed is moved on before it ends, so the demo
 * home page keeps them. Rows added.
 */
export async function seedPromotions(db: Database, options: { demo: boolean; now?: Date }): Promise<number> {
  if (!options.demo) return 0;
  const now = options.now ?? new Date();
  const today = calendarDateIn(now) ?? now.toISOString().slice(0, 10);
  const inserted = await db
    .insert(promotions)
    .values(
      DEMO_PROMOTIONS.map((promotion) => ({
        ...promotion,
        startDate: addDays(today, -1),
        endDate: addDays(today, DEMO_DAYS),
        isDemo: true,
      })),
    )
    .onConflictDoNothing({ target: promotions.seedKey })
    .returning({ id: promotions.id });
  await db
    .update(promotions)
    .set({ endDate: addDays(today, DEMO_DAYS) })
    .where(
      and(
        eq(promotions.isDemo, true),
        isNotNull(promotions.seedKey),
        lt(promotions.endDate, addDays(today, DEMO_RENEW_BELOW_DAYS)),
        sql`${promotions.updatedAt} = ${promotions.createdAt}`,
      ),
    );
  return inserted.length;
}
