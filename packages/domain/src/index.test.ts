import { describe, expect, it } from "vitest";
import * as domain from "./index";

describe("index re-exports", () => {
  it.each([
    "CabinClass",
    "cabinClassSchema",
    "passengerSchema",
    "contactSchema",
    "changePasswordSchema",
    "setPasswordSchema",
    "refundSchema",
    "checkImageUpload",
    "hotelRoomSchema",
    "isUuid",
    "passengerCountViolations",
    "ageCategoryOn",
    "formatMoney",
    "toCents",
    "fromCents",
    "safeRedirect",
    "retryDelayMs",
    "createExpiringStore",
    "getOrCreateSessionId",
    "formatDate",
    "extraMessageKeys",
  ])("%s", (name) => {
    expect(domain).toHaveProperty(name);
  });

  it("does not re-export site-config", () => {
    expect(domain).not.toHaveProperty("siteConfig");
  });
});
