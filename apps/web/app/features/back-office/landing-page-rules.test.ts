import type { LandingPageAdmin } from "@safar/domain";
import { describe, expect, it } from "vitest";
import {
  checkLandingPage,
  landingPageValues,
  switchedLandingPage,
  withoutSection,
} from "./landing-page-rules";

const three = (en: string) => ({ ar: `${en} ar`, fa: `${en} fa`, en });
const page: LandingPageAdmin = {
  cityCode: "NJF",
  airportCode: "NJF",
  name: three("Najaf"),
  country: three("Iraq"),
  title: three("Title"),
  description: three("Description"),
  heroPhoto: null,
  updatedAt: "2026-11-01T00:00:00.000Z",
  sections: [
    { heading: three("One"), body: three("First") },
    { heading: three("Two"), body: three("Second") },
  ],
  published: true,
  isDemo: true,
};

describe("a landing page's form", () => {
  it("a listed page's values check back to the same page", () => {
    const result = checkLandingPage(landingPageValues(page));
    expect(result).toEqual({ ok: true, data: switchedLandingPage(page, true) });
  });

  it("removing a section moves the later ones up", () => {
    const values = withoutSection(landingPageValues(page), 0);
    expect(values.sections).toBe(1);
    expect(values.text["sections[0].heading.en"]).toBe("Two");
    expect(values.text["sections[1].heading.en"]).toBeUndefined();
  });

  it("an empty title in one language is refused on that field by its key", () => {
    const values = landingPageValues(page);
    values.text["title.fa"] = " ";
    values.text["sections[1].body.ar"] = "";
    const result = checkLandingPage(values);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors["title.fa"]).toBe("LANDING_TITLE_IS_INVALID");
      expect(result.errors["sections[1].body.ar"]).toBe("LANDING_SECTIONS_ARE_INVALID");
    }
  });

  it("switching publication keeps every word", () => {
    expect(switchedLandingPage(page, false)).toMatchObject({ published: false, title: page.title });
  });
});
