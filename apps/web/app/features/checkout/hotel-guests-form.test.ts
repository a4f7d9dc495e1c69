import { MAX_SPECIAL_REQUESTS_LENGTH } from "@safar/domain/hotel-order";
import type { HotelSearch } from "@safar/domain/hotel-search";
import { describe, expect, it } from "vitest";
import { hotelGuestsUrl } from "../../lib/hotel-search-params";
import {
  emptyHotelGuestsForm,
  type HotelGuestsFormValues,
  hotelBookingScopeOf,
  hotelFieldPathOfErrorKey,
  hotelGuestsFormSchema,
  hotelGuestsRefsOf,
  isHotelGuestsUrl,
  specialRequestsLeft,
  submitHotelRequestOf,
} from "./hotel-guests-form";

const REQUEST_ID = "11111111-1111-4111-8111-111111111111";
const ref = { requestId: REQUEST_ID, hotelId: "contracts:abc", rateKey: "contracts|r1|2026-12-10|2|a b" };
const stay: HotelSearch = {
  cityCode: "KRB",
  checkIn: "2026-12-10",
  checkOut: "2026-12-13",
  rooms: [
    { adults: 2, childAges: [7, 4] },
    { adults: 1, childAges: [] },
  ],
};

const params = (url: string) => new URL(url, "http://localhost").searchParams;

const form = (over: Partial<HotelGuestsFormValues> = {}): HotelGuestsFormValues => ({
  contact: { phoneNumber: " 07801234567 ", email: " ali@example.com " },
  guests: [
    { firstName: " Ali  Reza ", lastName: "Hassan" },
    { firstName: "Zainab", lastName: "Kareem" },
  ],
  specialRequests: "",
  ...over,
});

/** The form's issues as `path: key`. */
function issuesOf(values: HotelGuestsFormValues): string[] {
  const result = hotelGuestsFormSchema().safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}

describe("the guest page's URL", () => {
  it("is built by the hotel page and read back with its stay", () => {
    const url = hotelGuestsUrl(stay, ref);
    expect(url).toBe(
      `/add-passenger?hotelId=contracts%3Aabc&requestId=${REQUEST_ID}&rateKey=contracts%7Cr1%7C2026-12-10%7C2%7Ca%20b&cityCode=KRB&checkIn=2026-12-10&checkOut=2026-12-13&rooms=2_7.4,1`,
    );
    expect(isHotelGuestsUrl(params(url))).toBe(true);
    expect(hotelGuestsRefsOf(params(url))).toEqual({ ref, stay });
  });

  it("tells a flight's URL from a hotel's", () => {
    expect(isHotelGuestsUrl(params(`/add-passenger?requestId=${REQUEST_ID}&proposalId=x`))).toBe(false);
  });

  it("names no rate for a request id that is not one, and no stay for a stay that is not one", () => {
    expect(hotelGuestsRefsOf(params("/add-passenger?hotelId=h&requestId=x&rateKey=k"))).toBeNull();
    expect(hotelGuestsRefsOf(params(`/add-passenger?hotelId=&requestId=${REQUEST_ID}&rateKey=k`))).toBeNull();
    expect(hotelGuestsRefsOf(params(`/add-passenger?hotelId=h&requestId=${REQUEST_ID}&rateKey=k`))).toEqual({
      ref: { requestId: REQUEST_ID, hotelId: "h", rateKey: "k" },
      stay: null,
    });
    const noAge = `/add-passenger?hotelId=h&requestId=${REQUEST_ID}&rateKey=k&cityCode=KRB&checkIn=2026-12-10&checkOut=2026-12-13&rooms=2_x`;
    expect(hotelGuestsRefsOf(params(noAge))?.stay).toBeNull();
  });

  it("scopes the idempotency key by the rate", () => {
    expect(hotelBookingScopeOf(ref)).toBe(`hotel|${REQUEST_ID}|contracts:abc|${ref.rateKey}`);
  });
});

describe("the form", () => {
  it("starts with one empty lead guest per room", () => {
    expect(emptyHotelGuestsForm(2).guests).toEqual([
      { firstName: "", lastName: "" },
      { firstName: "", lastName: "" },
    ]);
  });

  it("passes a complete form", () => {
    expect(issuesOf(form())).toEqual([]);
  });

  it("reports each field at its path with the API's keys, the first problem of a field only", () => {
    expect(
      issuesOf(
        form({
          contact: { phoneNumber: "", email: "not-an-email" },
          guests: [
            { firstName: "علي", lastName: "" },
            { firstName: "Zainab", lastName: "Kareem2" },
          ],
        }),
      ),
    ).toEqual([
      "contact.phoneNumber: PL_ENTER_YOUR_CALL_NUMBER",
      "contact.email: EMAIL_IS_INVALID",
      "guests.0.firstName: PL_ENTER_YOUR_EN_FIRST_NAME",
      "guests.0.lastName: PL_ENTER_YOUR_LAST_NAME",
      "guests.1.lastName: PL_ENTER_YOUR_EN_LAST_NAME",
    ]);
  });

  it("counts the special requests as the server does (trimmed), and refuses more than the most", () => {
    expect(specialRequestsLeft("  Late arrival  ")).toBe(MAX_SPECIAL_REQUESTS_LENGTH - 12);
    const long = "x".repeat(MAX_SPECIAL_REQUESTS_LENGTH + 1);
    expect(specialRequestsLeft(long)).toBe(-1);
    expect(issuesOf(form({ specialRequests: long }))).toEqual(["specialRequests: SPECIAL_REQUESTS_TOO_LONG"]);
    expect(issuesOf(form({ specialRequests: ` ${"x".repeat(MAX_SPECIAL_REQUESTS_LENGTH)} ` }))).toEqual([]);
  });
});

describe("SubmitHotelOrder's body", () => {
  it("has the rate, the guests and contact trimmed, and no empty special requests", () => {
    expect(submitHotelRequestOf(ref, form(), 1)).toEqual({
      requestId: REQUEST_ID,
      hotelId: "contracts:abc",
      rateKey: ref.rateKey,
      guests: [
        { firstName: "Ali Reza", lastName: "Hassan" },
        { firstName: "Zainab", lastName: "Kareem" },
      ],
      contact: { phoneNumber: "07801234567", email: "ali@example.com" },
      productChannel: 1,
    });
    expect(submitHotelRequestOf(ref, form({ specialRequests: "  Late arrival " }), 3)).toMatchObject({
      specialRequests: "Late arrival",
      productChannel: 3,
    });
  });
});

describe("server error keys", () => {
  it.each([
    ["guests[0].firstName", "guests.0.firstName"],
    ["guests[2].lastName", "guests.2.lastName"],
    ["contact.email", "contact.email"],
    ["specialRequests", "specialRequests"],
    ["guests", null],
    ["guests[0].title", null],
    ["rateKey", null],
    ["passengers[0].firstName", null],
  ])("%s → %s", (key, path) => {
    expect(hotelFieldPathOfErrorKey(key)).toBe(path);
  });
});
