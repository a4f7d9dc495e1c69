import { describe, expect, it } from "vitest";
import {
  availableRequestOfSafarMarket,
  callStepRequestSchema,
  pixelHref,
  safarMarketByProposalRequestSchema,
  safarMarketSearchInput,
  safarMarketSearchSchema,
  stepOfPixelUrl,
  withoutEmptyStrings,
} from "./safarmarket";

const id = "0b9c2a4e-5d6f-4a1b-8c7d-9e0f1a2b3c4d";

describe("SafarMarket's search as ours", () => {
  it("maps a one-way search, upper-casing the airports and reading the counts", () => {
    const search = safarMarketSearchSchema.parse(
      safarMarketSearchInput(
        new URLSearchParams("safarmarketId=ab_1&from=thr&to=MHD&dep=2026-12-10&adu=2&chi=1&inf=1"),
      ),
    );
    expect(availableRequestOfSafarMarket(search)).toEqual({
      tripType: 1,
      origin: "THR",
      destination: "MHD",
      departureDates: ["2026-12-10"],
      adults: 2,
      children: 1,
      infants: 1,
      cabinClass: 1,
    });
  });

  it("maps a round trip and reads the long parameter names", () => {
    const search = safarMarketSearchSchema.parse(
      safarMarketSearchInput({
        safarmarketId: "x",
        origin: "NJF",
        destination: "IST",
        departureDate: "2026-12-10",
        returnDate: "2026-12-20",
        cabinClass: "2",
      }),
    );
    expect(availableRequestOfSafarMarket(search)).toMatchObject({
      tripType: 2,
      departureDates: ["2026-12-10", "2026-12-20"],
      adults: 1,
      cabinClass: 2,
    });
  });

  it("refuses a malformed id or date with the keys", () => {
    const r = safarMarketSearchSchema.safeParse({
      safarmarketId: "a b",
      from: "THR",
      to: "MHD",
      dep: "10/12/2026",
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(["SAFARMARKET_ID_IS_INVALID", "DATE_IS_INVALID"]);
  });
});

describe("the step calls", () => {
  it("drops empty strings of a selected fare", () => {
    expect(
      withoutEmptyStrings({ requestId: id, proposalId: id, returningRequestId: "", returningProposalId: "" }),
    ).toEqual({
      requestId: id,
      proposalId: id,
    });
    expect(
      safarMarketByProposalRequestSchema.parse({
        requestId: id,
        proposalId: id,
        returningRequestId: "",
        returningProposalId: "",
      }),
    ).toEqual({ requestId: id, proposalId: id });
  });

  it("takes only a step 2 to 5 as pixelUrl, never a URL", () => {
    expect(
      stepOfPixelUrl(callStepRequestSchema.parse({ pixelUrl: "3/", data: { orderId: id } }).pixelUrl),
    ).toBe(3);
    expect(
      callStepRequestSchema.safeParse({ pixelUrl: "https://x.example/3/", data: { orderId: id } }).success,
    ).toBe(false);
    expect(callStepRequestSchema.safeParse({ pixelUrl: "6", data: { orderId: id } }).success).toBe(false);
  });

  it("builds the pixel's URL under the base", () => {
    expect(
      pixelHref("https://safarmarket.com/api/v1/trace/pixel/ours/", 2, { smId: "a&b", bck: "false" }),
    ).toBe("https://safarmarket.com/api/v1/trace/pixel/ours/2/?smId=a%26b&bck=false");
  });
});
