import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  type BookingVariant,
  bookingVariantNamespaces,
  bookingVariantOf,
} from "../features/checkout/add-passenger-variant";
import { alwaysLoaded, type Namespace, namespacesFor } from "../lib/i18n-namespaces";
import { appDir, usedNamespaces } from "../lib/namespace-usage";

/** What each /add-passenger variant loads besides the route: its page, its data and the frames. */
const variantFiles: Record<BookingVariant, string[]> = {
  flight: ["add-passenger-page.tsx", "add-passenger-data.ts"],
  hotel: ["hotel-guests-page.tsx", "hotel-guests-data.ts"],
  tour: ["tour-booking-page.tsx", "tour-booking-data.ts"],
  visa: ["visa-application-page.tsx", "visa-application-data.ts"],
};

describe("/add-passenger's translations, variant by variant (decision 007)", () => {
  it.each(Object.keys(variantFiles) as BookingVariant[])(
    "a %s's page, data and frame use its namespaces, and no more",
    (variant) => {
      const used = new Set<Namespace>();
      for (const file of [...variantFiles[variant], "booking-frames.tsx"])
        for (const ns of usedNamespaces(path.join(appDir, "features/checkout", file))) used.add(ns);
      const declared = new Set<Namespace>([...alwaysLoaded, ...bookingVariantNamespaces[variant]]);
      expect([...used].filter((ns) => !declared.has(ns))).toEqual([]);
      expect(bookingVariantNamespaces[variant].filter((ns) => !used.has(ns))).toEqual([]);
    },
  );

  it("the route uses no namespace that none of its variants declares", () => {
    const declared = new Set<Namespace>([...alwaysLoaded, ...Object.values(bookingVariantNamespaces).flat()]);
    const used = [...usedNamespaces(path.join(appDir, "routes/add-passenger.tsx"))];
    expect(used.filter((ns) => !declared.has(ns))).toEqual([]);
  });

  it("a flight's passengers load no hotel's, tour's or visa's strings", async () => {
    const { handle } = await import("./add-passenger");
    const flight = namespacesFor([{ handle }], new URLSearchParams("requestId=abc&proposalId=1"));
    expect(flight).toEqual(["common", "auth", "flights", "booking", "passport"]);
    expect(bookingVariantOf(new URLSearchParams("visa=1&product=ae-30"))).toBe("visa");
    const visa = namespacesFor([{ handle }], new URLSearchParams("visa=1&product=ae-30"));
    expect(visa).toEqual(["common", "auth", "booking", "passport", "visas"]);
  });
});
