import { describe, expect, it } from "vitest";
import { catalogs } from "./catalogs.server";
import { appIcons, type ManifestStrings, webManifest } from "./web-manifest";

const stringsOf = (locale: "ar" | "fa" | "en") =>
  (catalogs[locale].app as { manifest: ManifestStrings }).manifest;

describe("the web app manifest", () => {
  it("is Arabic and right to left by default, Persian too, English left to right", () => {
    expect(webManifest("ar", stringsOf("ar"))).toMatchObject({ lang: "ar", dir: "rtl", short_name: "رحّال" });
    expect(webManifest("fa", stringsOf("fa"))).toMatchObject({ lang: "fa", dir: "rtl" });
    expect(webManifest("en", stringsOf("en"))).toMatchObject({
      lang: "en",
      dir: "ltr",
      short_name: "Rahhal",
    });
  });

  it("opens standalone at the home page, with icons of 192 and 512 px, maskable too", () => {
    const manifest = webManifest("ar", stringsOf("ar"));
    expect(manifest).toMatchObject({ start_url: "/", scope: "/", display: "standalone" });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    for (const purpose of ["any", "maskable"])
      expect(appIcons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes)).toEqual([
        "192x192",
        "512x512",
      ]);
  });

  it("has a name and a short name (at most 12 letters) in every language", () => {
    for (const locale of ["ar", "fa", "en"] as const) {
      const { name, shortName, description } = stringsOf(locale);
      expect(name.length).toBeGreaterThan(shortName.length);
      expect(shortName.length).toBeLessThanOrEqual(12);
      expect(description).not.toBe("");
    }
  });
});
