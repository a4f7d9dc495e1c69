import { lazyComponent } from "../../lib/lazy-component";

/**
 * The flight search box, code-split: it carries the domain rules and zod, so the pages that show it
 * (home, results, the international flights page) render it on the server and load its code beside
 * their own (lib/lazy-component). One definition, so that the page's note names one module.
 */
export const FlightSearchBox = lazyComponent("flight-search-box", () => import("./flight-search-box"));
