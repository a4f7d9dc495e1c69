import { describe, expect, it } from "vitest";
import {
  checkTripsFilter,
  noTripsFilter,
  orderNumberOf,
  ordersFilterOf,
  tripDetailsPath,
  tripsFilterFromParams,
  tripsPageCount,
  tripsParamsFromFilter,
} from "./trips-query";

describe("my trips filter in the URL", () => {
  it("reads what the API takes and leaves the rest out", () => {
    const filter = tripsFilterFromParams(
      new URLSearchParams(
        "type=Boat&status=Successful&from=2026-03-09&to=2026-03-01&orderNumber=١٠٠٠٤٢&page=3",
      ),
    );
    expect(filter).toEqual({
      page: 3,
      type: "",
      status: "Successful",
      from: "2026-03-01",
      to: "2026-03-09",
      orderNumber: "100042",
    });
    expect(tripsFilterFromParams(new URLSearchParams("page=0&from=2026-02-30&status=Lost"))).toEqual(
      noTripsFilter,
    );
  });

  it("writes only what differs from the defaults, and reads it back the same", () => {
    const filter = { ...noTripsFilter, type: "DomesticFlight", from: "2026-03-01", page: 2 };
    const params = tripsParamsFromFilter(filter);
    expect(params.toString()).toBe("type=DomesticFlight&from=2026-03-01&page=2");
    expect(tripsFilterFromParams(params)).toEqual(filter);
    expect(tripsParamsFromFilter(noTripsFilter).toString()).toBe("");
  });

  it("asks the API for the page with only the filters set", () => {
    expect(ordersFilterOf({ ...noTripsFilter, status: "Paid", orderNumber: "100042" })).toEqual({
      page: 1,
      pageSize: 10,
      status: "Paid",
      orderNumber: "100042",
    });
  });

  it("checks the form: dates in order, a number of digits", () => {
    expect(checkTripsFilter({ from: "2026-03-02", to: "2026-03-01", orderNumber: "" })).toEqual({
      to: "DATE_RANGE_IS_INVALID",
    });
    expect(checkTripsFilter({ from: "", to: "", orderNumber: "12a" })).toEqual({
      orderNumber: "FIELD_IS_INVALID",
    });
    expect(checkTripsFilter({ from: "2026-03-01", to: "2026-03-01", orderNumber: "#۱۰۰۰۴۲" })).toEqual({});
    expect(orderNumberOf(" #100 042 ")).toBe("100042");
  });

  it("filters by hotel products too", () => {
    expect(tripsFilterFromParams(new URLSearchParams("type=DomesticHotel")).type).toBe("DomesticHotel");
    expect(tripsFilterFromParams(new URLSearchParams("type=InternationalHotel")).type).toBe(
      "InternationalHotel",
    );
    expect(ordersFilterOf({ ...noTripsFilter, type: "DomesticHotel" })).toMatchObject({
      productType: "DomesticHotel",
    });
  });

  it("links a hotel order to its HotelOrderDetails page, a flight to the order page", () => {
    const orderId = "6f9619ff-8b86-4d01-b42d-00cf4fc964ff";
    expect(tripDetailsPath({ orderId, stay: { nights: 2 } })).toBe(
      `/profile/my-travels/order-details/HotelOrderDetails?orderId=${orderId}`,
    );
    expect(tripDetailsPath({ orderId, stay: null })).toBe(
      `/profile/my-travels/order-details?orderId=${orderId}`,
    );
  });

  it("links a visa order to its VisaOrderDetails page", () => {
    const orderId = "6f9619ff-8b86-4d01-b42d-00cf4fc964ff";
    expect(tripDetailsPath({ orderId, stay: null, visa: { countryCode: "AE" } })).toBe(
      `/profile/my-travels/order-details/VisaOrderDetails?orderId=${orderId}`,
    );
  });

  it("counts pages", () => {
    expect(tripsPageCount(0)).toBe(1);
    expect(tripsPageCount(21)).toBe(3);
  });
});
