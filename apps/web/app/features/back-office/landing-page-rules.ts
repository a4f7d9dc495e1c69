/**
 * A city landing page's form (issue 16): its values as typed (text by the API's field name:
 * `title.ar`, `sections[0].body.fa`…; published apart), the check with the domain's schema before
 * sending (each error under the server's key), and a listed page sent back whole with only its
 * publication switched.
 */
import { type LandingPageAdmin, type LandingPageInput, landingPageInputSchema } from "@safar/domain";
import { checked, LANGUAGES, localized, localizedValues, type TextValues } from "./hotel-admin-rules";

export type LandingPageValues = { text: TextValues; sections: number; published: boolean };

const sectionName = (i: number, part: "heading" | "body") => `sections[${i}].${part}`;

/** The form's fields in the order the focus looks for the first in error. */
export function landingPageFields(sections: number): string[] {
  return [
    ...LANGUAGES.map((lang) => `title.${lang}`),
    ...LANGUAGES.map((lang) => `description.${lang}`),
    ...Array.from({ length: sections }, (_, i) =>
      (["heading", "body"] as const).flatMap((part) =>
        LANGUAGES.map((lang) => `${sectionName(i, part)}.${lang}`),
      ),
    ).flat(),
    "sections",
    "heroPhoto",
    "published",
  ];
}

export function landingPageValues(page: LandingPageAdmin): LandingPageValues {
  return {
    text: {
      ...localizedValues("title", page.title),
      ...localizedValues("description", page.description),
      ...Object.assign(
        {},
        ...page.sections.map((section, i) => ({
          ...localizedValues(sectionName(i, "heading"), section.heading),
          ...localizedValues(sectionName(i, "body"), section.body),
        })),
      ),
      heroPhoto: page.heroPhoto ?? "",
    },
    sections: page.sections.length,
    published: page.published,
  };
}

/** The values without section `index` (the later ones move up). */
export function withoutSection(values: LandingPageValues, index: number): LandingPageValues {
  const text: TextValues = {};
  for (const [name, value] of Object.entries(values.text)) {
    const match = /^sections\[(\d+)\]\.(.*)$/.exec(name);
    if (!match) text[name] = value;
    else {
      const i = Number(match[1]);
      if (i < index) text[name] = value;
      else if (i > index) text[`sections[${i - 1}].${match[2]}`] = value;
    }
  }
  return { ...values, text, sections: values.sections - 1 };
}

export function checkLandingPage(values: LandingPageValues) {
  const { text } = values;
  const photo = (text.heroPhoto ?? "").trim();
  return checked(landingPageInputSchema, {
    title: localized(text, "title"),
    description: localized(text, "description"),
    sections: Array.from({ length: values.sections }, (_, i) => ({
      heading: localized(text, sectionName(i, "heading")),
      body: localized(text, sectionName(i, "body")),
    })),
    heroPhoto: photo === "" ? null : photo,
    published: values.published,
  });
}

/** A listed page as it is, published or unpublished. */
export function switchedLandingPage(page: LandingPageAdmin, published: boolean): LandingPageInput {
  return {
    title: page.title,
    description: page.description,
    sections: page.sections,
    heroPhoto: page.heroPhoto,
    published,
  };
}
