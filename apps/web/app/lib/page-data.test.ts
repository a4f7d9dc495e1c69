import { describe, expect, it } from "vitest";
import { keepDataThroughOverlays, reloadPageData } from "./page-data";

const page = "http://localhost/profile/my-travels/order-details?orderId=abc";
const ask = (from: string, to: string) =>
  keepDataThroughOverlays({
    currentUrl: new URL(from),
    nextUrl: new URL(to),
    defaultShouldRevalidate: true,
  } as Parameters<typeof keepDataThroughOverlays>[0]);

describe("keepDataThroughOverlays", () => {
  it("keeps the data while a dialog opens and closes through history (and on Back to the same URL)", () => {
    expect(ask(page, `${page}&rqs=refund`)).toBe(false);
    expect(ask(`${page}&rqs=refund`, page)).toBe(false);
    expect(ask(page, page)).toBe(false);
  });
  it("lets the page's own reload through (a retry, the refresh after a refund request)", async () => {
    let during: boolean | undefined;
    await reloadPageData(async () => {
      during = ask(page, page);
    });
    expect(during).toBe(true);
    expect(ask(page, page)).toBe(false);
  });
  it("reloads for another page or other filters", () => {
    expect(ask(page, "http://localhost/profile/my-travels/order-details?orderId=def")).toBe(true);
  });
});
