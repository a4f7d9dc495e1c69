import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatDate } from "./dates";
import { GLOSSARY } from "./glossary";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const web = path.join(root, "apps/web");

/** Every customer-facing text source of a language, as [file, text]. */
function textsOf(locale: "ar" | "fa"): [string, string][] {
  const files = [
    path.join(web, "locales", `${locale}.json`),
    ...readdirSync(path.join(web, "locales", locale)).map((f) => path.join(web, "locales", locale, f)),
    ...readdirSync(path.join(web, "content", locale)).map((f) => path.join(web, "content", locale, f)),
    // The e-ticket's words (every language in one file: the variants are script-specific).
    path.join(root, "apps/server/src/modules/tickets/ticket-labels.ts"),
  ];
  return files.map((file) => [path.relative(root, file), readFileSync(file, "utf8")]);
}

describe("glossary: one term per thing per language", () => {
  for (const locale of ["ar", "fa"] as const) {
    it(`${locale}: no text uses a variant the glossary rules out`, () => {
      const found: string[] = [];
      for (const [file, text] of textsOf(locale)) {
        for (const entry of GLOSSARY[locale]) {
          for (const variant of entry.not) {
            if (text.includes(variant))
              found.push(`${file}: "${variant}" (say "${entry.term}": ${entry.thing})`);
          }
        }
      }
      expect(found).toEqual([]);
    });
  }

  it("the dates Intl writes in Arabic use the glossary's month names", () => {
    const months = GLOSSARY.ar.filter((e) => /^[A-Z][a-z]+$/.test(e.thing) && e.thing !== "August");
    for (const entry of months) {
      const month = new Date(`2026 ${entry.thing} 15`).getMonth();
      const written = formatDate(new Date(Date.UTC(2026, month, 15, 12)), "ar", { month: "long" });
      expect(written, entry.thing).toBe(entry.term);
    }
  });

  it("the variants are really different words from the terms", () => {
    for (const entries of Object.values(GLOSSARY)) {
      for (const entry of entries) for (const variant of entry.not) expect(variant).not.toBe(entry.term);
    }
  });
});
