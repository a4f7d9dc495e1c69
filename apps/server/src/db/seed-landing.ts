import type { Database } from "../platform/db";
import { landingPages } from "./schema";
import { DEMO_LANDING_PAGES } from "./seed-landing-data";

/**
 * The demo city pages (with SEED_DEMO; seed-landing-data.ts), marked `is_demo`. Each start adds the
 * ones missing by their seed key and never overwrites a page: what the operator wrote stays.
 */
export async function seedLandingPages(db: Database, options: { demo: boolean }): Promise<number> {
  if (!options.demo) return 0;
  const inserted = await db
    .insert(landingPages)
    .values(
      DEMO_LANDING_PAGES.map((page, i) => ({
        cityCode: page.cityCode,
        airportCode: page.airportCode,
        title: page.title,
        description: page.description,
        sections: page.sections,
        sortOrder: i,
        isDemo: true,
        seedKey: page.seedKey,
      })),
    )
    .onConflictDoNothing()
    .returning({ cityCode: landingPages.cityCode });
  return inserted.length;
}
