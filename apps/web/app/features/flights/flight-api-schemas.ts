/**
 * The schemas the results page's calls are parsed with in the page (spec §7): only where the answer
 * worker does not run (`flight-api.ts`, decisions 029–031), loaded when an answer comes, in a task
 * of their own.
 */
import { availableResponseSchema, calendarDaySchema, fareRuleSchema } from "@safar/domain";
import { sliced } from "@safar/domain/schema-runtime";
import { yieldToBrowser } from "../../lib/yield-to-browser";

/**
 * 2,000 proposals take ~100 ms to check on a fast CPU (400 ms on Lighthouse's phone), so the list
 * is checked 25 at a time with the browser's turn before each slice, the first one included: the
 * JSON's parse is a task of its own (issue 9: the results' TBT).
 */
export const availableParser = sliced(availableResponseSchema, "proposals", yieldToBrowser);

export const calendarSchema = calendarDaySchema.array();

export const fareRulesSchema = fareRuleSchema.array();
