import { ProductChannel } from "@safar/domain/enums";
import { afterEach, describe, expect, it } from "vitest";
import { currentProductChannel } from "./order-flow";

/** Spec §4: at order creation productChannel is Pwa in standalone display mode, otherwise WebSite. */
describe("currentProductChannel", () => {
  const global = globalThis as { window?: unknown };
  const before = global.window;
  afterEach(() => {
    global.window = before;
  });

  const displayMode = (standalone: boolean) => {
    global.window = {
      matchMedia: (query: string) => ({ matches: standalone && query === "(display-mode: standalone)" }),
    };
  };

  it("is Pwa when the installed app runs standalone", () => {
    displayMode(true);
    expect(currentProductChannel()).toBe(ProductChannel.Pwa);
  });

  it("is WebSite in a browser tab, and on the server", () => {
    displayMode(false);
    expect(currentProductChannel()).toBe(ProductChannel.WebSite);
    global.window = undefined;
    expect(currentProductChannel()).toBe(ProductChannel.WebSite);
  });
});
