/**
 * The home page's promotions (issue 16): an operator with `promotions:manage` adds, changes and
 * deactivates promotions; the storefront's list shows only the active ones whose days include
 * today in Baghdad (the clock frozen either side of Baghdad's midnight); a link to another site,
 * bad dates and other bad fields refused by their keys; every change audited; the demo seed
 * idempotent. Which roles may call the routes: back-office.api.test.ts's matrix.
 */
import type { Promotion, PromotionAdmin } from "@safar/domain";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_PROMOTIONS, seedPromotions } from "../../db/seed-promotions";
import { newOperator, operatorCookie, siteCall } from "../../test/operators";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let marketing: string;
let support: string;

beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_SIGN_INS_PER_IP: "1000" } });
  marketing = await operatorCookie(t, await newOperator(t, "content"));
  support = await operatorCookie(t, await newOperator(t, "support"));
}, 180_000);
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await t?.close();
});

const PROMOTIONS = "/api/back-office/promotions";
const three = (en: string) => ({ ar: `${en} ar`, fa: `${en} fa`, en });
const input = (overrides: Record<string, unknown> = {}) => ({
  title: three("Spring sale"),
  text: three("Ten percent off flights to Istanbul"),
  artwork: "flight",
  link: "/international-flight?from=BGW",
  voucherCode: "spring10",
  startDate: "2030-03-16",
  endDate: "2030-03-20",
  sortOrder: 0,
  isActive: true,
  ...overrides,
});
const errorsOf = (body: { meta: { errors: { key: string; messages: string[] }[] } }) =>
  Object.fromEntries(body.meta.errors.map((e) => [e.key, e.messages[0]]));

/** The public list at `instant` (the clock frozen there for the call). */
async function publicAt(instant: string) {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(instant) });
  try {
    const r = await t.app.inject({ url: "/api/front-api/Promotions/GetPromotions" });
    expect(r.statusCode).toBe(200);
    expect(r.headers["cache-control"]).toBe("public, max-age=60");
    return r.json().data as Promotion[];
  } finally {
    vi.useRealTimers();
  }
}
const idsAt = async (instant: string) => (await publicAt(instant)).map((p) => p.id);

describe("promotions", () => {
  let created: PromotionAdmin;

  it("adds a promotion (the voucher code in capitals), audited", async () => {
    const r = await siteCall(t, "POST", PROMOTIONS, { cookie: marketing }, input());
    expect(r.status).toBe(200);
    created = r.body.data;
    expect(created).toMatchObject({
      title: three("Spring sale"),
      link: "/international-flight?from=BGW",
      voucherCode: "SPRING10",
      startDate: "2030-03-16",
      endDate: "2030-03-20",
      isActive: true,
      isDemo: false,
    });
    const list = await siteCall(t, "GET", PROMOTIONS, { cookie: marketing });
    expect(list.body.data.map((p: PromotionAdmin) => p.id)).toContain(created.id);
    const audit = await siteCall(t, "GET", `/api/back-office/audit?action=promotion.create`, {
      cookie: await operatorCookie(t, await newOperator(t, "admin")),
    });
    expect(JSON.stringify(audit.body.data)).toContain(created.id);
  });

  it("shows it from its first to its last day in Baghdad (UTC+3), not before, not after", async () => {
    // 23:59 on 15 March in Baghdad: not yet.
    expect(await idsAt("2030-03-15T20:59:00Z")).not.toContain(created.id);
    // Midnight of the 16th in Baghdad (still the 15th in UTC): it runs.
    const first = await publicAt("2030-03-15T21:00:00Z");
    expect(first.find((p) => p.id === created.id)).toEqual({
      id: created.id,
      title: three("Spring sale"),
      text: three("Ten percent off flights to Istanbul"),
      artwork: "flight",
      link: "/international-flight?from=BGW",
      voucherCode: "SPRING10",
      endDate: "2030-03-20",
    });
    expect(await idsAt("2030-03-20T20:59:00Z")).toContain(created.id);
    // Midnight of the 21st in Baghdad: expired.
    expect(await idsAt("2030-03-20T21:00:00Z")).not.toContain(created.id);
  });

  it("lists the running ones by sort order", async () => {
    const second = await siteCall(t, "POST", PROMOTIONS, { cookie: marketing }, input({ sortOrder: 0 }));
    await siteCall(t, "POST", `${PROMOTIONS}/${created.id}`, { cookie: marketing }, input({ sortOrder: 5 }));
    const ids = await idsAt("2030-03-17T09:00:00Z");
    expect(ids.indexOf(second.body.data.id)).toBeLessThan(ids.indexOf(created.id));
    expect(ids.indexOf(second.body.data.id)).toBeGreaterThanOrEqual(0);
  });

  it("a deactivated promotion is hidden; active again, it shows", async () => {
    const off = await siteCall(
      t,
      "POST",
      `${PROMOTIONS}/${created.id}`,
      { cookie: marketing },
      input({ isActive: false }),
    );
    expect(off.status).toBe(200);
    expect(off.body.data.isActive).toBe(false);
    expect(await idsAt("2030-03-17T09:00:00Z")).not.toContain(created.id);
    await siteCall(t, "POST", `${PROMOTIONS}/${created.id}`, { cookie: marketing }, input());
    expect(await idsAt("2030-03-17T09:00:00Z")).toContain(created.id);
  });

  it.each([
    ["https://evil.example/offer", "PROMOTION_LINK_IS_INVALID"],
    ["//evil.example/offer", "PROMOTION_LINK_IS_INVALID"],
    ["/\\evil.example", "PROMOTION_LINK_IS_INVALID"],
    ["javascript:alert(1)", "PROMOTION_LINK_IS_INVALID"],
    ["tour-home", "PROMOTION_LINK_IS_INVALID"],
    ["/%2F%2Fevil.example", "PROMOTION_LINK_IS_INVALID"],
  ])("refuses the link %s", async (link, key) => {
    const r = await siteCall(t, "POST", PROMOTIONS, { cookie: marketing }, input({ link }));
    expect(r.status).toBe(400);
    expect(errorsOf(r.body)).toEqual({ link: key });
  });

  it("refuses bad fields by their keys", async () => {
    const r = await siteCall(
      t,
      "POST",
      PROMOTIONS,
      { cookie: marketing },
      input({
        title: { ar: "", fa: "x", en: "x" },
        text: three("x".repeat(301)),
        artwork: "photo",
        voucherCode: "no spaces",
        startDate: "2030-02-30",
        sortOrder: 1000,
      }),
    );
    expect(r.status).toBe(400);
    expect(errorsOf(r.body)).toMatchObject({
      "title.ar": "PROMOTION_TITLE_IS_INVALID",
      "text.en": "PROMOTION_TEXT_IS_INVALID",
      artwork: "PROMOTION_ARTWORK_IS_INVALID",
      voucherCode: "PROMOTION_VOUCHER_CODE_IS_INVALID",
      startDate: "PROMOTION_START_DATE_IS_INVALID",
      sortOrder: "PROMOTION_SORT_ORDER_IS_INVALID",
    });
  });

  it.each([
    ["2030-03-15", "before the first day"],
    ["2032-03-17", "more than two years after it"],
    ["15/03/2030", "not a day"],
  ])("refuses the last day %s (%s)", async (endDate) => {
    const r = await siteCall(t, "POST", PROMOTIONS, { cookie: marketing }, input({ endDate }));
    expect(r.status).toBe(400);
    expect(errorsOf(r.body)).toEqual({ endDate: "PROMOTION_END_DATE_IS_INVALID" });
  });

  it("an unknown promotion: 404 PROMOTION_NOT_FOUND", async () => {
    const r = await siteCall(
      t,
      "POST",
      `${PROMOTIONS}/6f1c1f43-2a55-4d1e-9d7b-3b7a4a1e2c11`,
      { cookie: marketing },
      input(),
    );
    expect(r.status).toBe(404);
    expect(errorsOf(r.body)).toEqual({ id: "PROMOTION_NOT_FOUND" });
  });

  it("a role without promotions:manage is refused before its body is read", async () => {
    const r = await siteCall(t, "POST", PROMOTIONS, { cookie: support }, { link: "https://evil.example" });
    expect(r.status).toBe(403);
    expect(r.body.meta.errors[0].messages).toEqual(["OPERATOR_FORBIDDEN"]);
    const anonymous = await t.app.inject({ url: PROMOTIONS });
    expect(anonymous.statusCode).toBe(401);
  });

  it("the demo seed: its promotions once, marked demo, running today", async () => {
    const { db } = t.infrastructure.database;
    await seedPromotions(db, { demo: true });
    expect(await seedPromotions(db, { demo: true })).toBe(0);
    const list = (await siteCall(t, "GET", PROMOTIONS, { cookie: marketing })).body.data as PromotionAdmin[];
    const demo = list.filter((p) => p.isDemo);
    expect(demo).toHaveLength(DEMO_PROMOTIONS.length);
    const running = (await t.app.inject({ url: "/api/front-api/Promotions/GetPromotions" })).json()
      .data as Promotion[];
    for (const promotion of demo) expect(running.map((p) => p.id)).toContain(promotion.id);
  });
});
