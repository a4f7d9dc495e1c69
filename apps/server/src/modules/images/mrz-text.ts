/**
 * From OCR text to a checked passport MRZ (ICAO 9303 TD3: two lines of 44 characters). Pure: no
 * image, no OCR, no clock (today comes in), so every rule here is unit-tested on strings.
 *
 * OCR of an MRZ goes wrong in a few known ways. Each is repaired only where the check digits (or
 * the list of ICAO state codes) confirm the repair; nothing is guessed:
 * - a run of fillers (`<<<<`) read a character too long or short, or a character dropped at the
 *   end of a line: line 1 is cut or padded in its filler tail (names carry no check digit, so
 *   nothing else changes there); for line 2 fillers are added to or taken from a run, or one stray
 *   character dropped, and a candidate counts only when every check digit agrees;
 * - letters and digits that look alike (O/0/Q/D, I/1, S/5, B/8, Z/2, G/6): the `mrz` package's
 *   autocorrect fixes them in all-digit fields (dates, check digits); here state codes get the
 *   letter that makes a known ICAO code, names get letters (a name has no digits), and the
 *   alphanumeric document number is tried with swaps until its check digit agrees;
 * - two readings (two OCR engines) that disagree on some characters of line 2: each mix of their
 *   characters is tried, fewest changes first, until every check digit agrees.
 * The `mrz` package then parses and validates every check digit, the composite one included; a
 * reading that does not pass all of them is refused.
 *
 * The name line (line 1) carries no check digit, so it is checked by its own rules instead
 * (`readNameLine`): `P`, the type, the issuing state, the surname, the `<<` separator, given names
 * parted by single `<`, then fillers to the end. A dim photo can read the fillers as letters
 * (`NOORI<CLLLLLLLL`, `JABBARSSNOORICLLLL`): such a reading is repaired only where the names'
 * end is certain (a `<` before a run of filler look-alikes), and otherwise the names are left
 * empty and marked for the customer to type (`namesToCheck`), never guessed.
 *
 * The repairs (candidate lines) are in mrz-repair.ts; this file finds the MRZ lines in the text,
 * parses the candidates with the `mrz` package, turns the dates and fields into `MrzPassport`, and
 * picks the answer among several readings (`readTd3`).
 */
import { isIsoDate } from "@safar/domain";
import { type ParseResult, parse } from "mrz";
import {
  documentNumberVariants,
  editDistance,
  line2Candidates,
  mergedLine2,
  type NameLine,
  readNameLine,
  repairLine1,
  TD3_LINE_LENGTH,
} from "./mrz-repair";

/** A passport MRZ that passed every check digit, with dates as `YYYY-MM-DD`. */
export interface MrzPassport {
  /** `P`, or `P` plus a type letter (`PD` diplomatic, `PO` official ...). */
  documentCode: string;
  /** ICAO state code of the issuing state: ISO 3166-1 alpha-3, or an ICAO code such as `D`. */
  issuingState: string;
  nationality: string;
  /** Empty when `namesToCheck`. */
  lastName: string;
  /** Empty when `namesToCheck` or when the passport gives no given names. */
  firstName: string;
  /** The name line broke its rules in every reading: the names are left for the customer to type. */
  namesToCheck: boolean;
  documentNumber: string;
  sex: "Male" | "Female" | null;
  birthDate: string;
  expirationDate: string;
  personalNumber: string | null;
  /** The two lines as accepted (after repair). */
  lines: [string, string];
}

/** OCR text lines reduced to the MRZ alphabet (A–Z, 0–9, `<`). */
export function mrzTextLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) =>
      line
        .toUpperCase()
        .replace(/«/g, "<<")
        .replace(/\s+/g, "")
        .replace(/[^A-Z0-9<]/g, ""),
    )
    .filter((line) => line.length >= 20);
}

function tryParse(lines: [string, string]): ParseResult | null {
  try {
    const result = parse(lines, { autocorrect: true });
    return result.format === "TD3" && result.valid ? result : null;
  } catch {
    return null;
  }
}

/** The lines with the `mrz` package's autocorrections applied (what the check digits agreed on). */
function correctedLines(lines: [string, string], result: ParseResult): [string, string] {
  const chars = lines.map((line) => [...line]);
  for (const detail of result.details) {
    for (const fix of detail.autocorrect) {
      const row = chars[fix.line];
      if (row) row[fix.column] = fix.corrected;
    }
  }
  return [chars[0]!.join(""), chars[1]!.join("")];
}

const yymmdd = /^(\d{2})(\d{2})(\d{2})$/;

/** A birth date's century: the latest one that does not put the date after today. */
export function birthDateFromMrz(value: string, today: string): string | null {
  const m = yymmdd.exec(value);
  if (!m) return null;
  const candidate = `20${m[1]}-${m[2]}-${m[3]}`;
  const iso = candidate <= today ? candidate : `19${m[1]}-${m[2]}-${m[3]}`;
  return isIsoDate(iso) ? iso : null;
}

/** An expiry date's century: passports last at most 10 years, so 20xx unless that is over 50 years ahead. */
export function expiryDateFromMrz(value: string, today: string): string | null {
  const m = yymmdd.exec(value);
  if (!m) return null;
  let year = 2000 + Number(m[1]);
  if (year > Number(today.slice(0, 4)) + 50) year -= 100;
  const iso = `${year}-${m[2]}-${m[3]}`;
  return isIsoDate(iso) ? iso : null;
}

const clean = (value: string | null | undefined) =>
  (value ?? "").replace(/</g, " ").trim().replace(/\s+/g, " ");

function toPassport(
  lines: [string, string],
  result: ParseResult,
  names: NameLine | null,
  today: string,
): MrzPassport | null {
  const f = result.fields;
  const birthDate = birthDateFromMrz(f.birthDate ?? "", today);
  const expirationDate = expiryDateFromMrz(f.expirationDate ?? "", today);
  const documentNumber = clean(result.documentNumber ?? f.documentNumber).replace(/ /g, "");
  if (!birthDate || !expirationDate || !documentNumber) return null;
  return {
    documentCode: clean(f.documentCode).replace(/ /g, ""),
    issuingState: clean(f.issuingState),
    nationality: clean(f.nationality),
    lastName: names?.lastName ?? "",
    firstName: names?.firstName ?? "",
    namesToCheck: names === null,
    documentNumber,
    sex: f.sex === "male" ? "Male" : f.sex === "female" ? "Female" : null,
    birthDate,
    expirationDate,
    personalNumber: clean(f.personalNumber) || null,
    lines: correctedLines(lines, result),
  };
}

interface LinePair {
  line1: string;
  line2: string;
}

/** Consecutive lines that look like a TD3 MRZ: line 1 starts with P, both about 44 long. */
export function td3LinePairs(text: string): LinePair[] {
  const lines = mrzTextLines(text);
  const pairs: LinePair[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    const line1 = lines[i]!;
    const line2 = lines[i + 1]!;
    if (!line1.startsWith("P") || line1.length < 30 || line1.length > 50) continue;
    if (line2.length < TD3_LINE_LENGTH - 2 || line2.length > TD3_LINE_LENGTH + 2) continue;
    pairs.push({ line1, line2 });
  }
  return pairs;
}

/** How far a candidate line is from the readings: per reading, its nearest line, summed. */
function distanceToReadings(candidate: string, readings: readonly string[][]): number {
  return readings.reduce(
    (sum, lines) =>
      sum + (lines.length === 0 ? 0 : Math.min(...lines.map((line) => editDistance(candidate, line)))),
    0,
  );
}

/** What a reading says about the passport: two candidates that agree on it are the same answer. */
const identity = (p: MrzPassport) =>
  [p.documentNumber, p.nationality, p.birthDate, p.sex, p.expirationDate, p.personalNumber].join("|");

/**
 * The passport MRZ in one or more OCR readings of the same picture (several engines), or null.
 *
 * Every line-2 candidate (each reading's line, its length repairs, look-alike swaps in the document
 * number, mixes of two readings) must pass every check digit. A check digit cannot see every error
 * (ICAO's 7-3-1 sum does not tell `0` from `A`, value 10), so among the candidates that pass, the
 * one closest to all readings together wins; when two different answers are equally close the
 * picture is refused as ambiguous rather than guessed. Line 1 (names, which carry no check digit)
 * is, among the readings whose name line keeps its rules (`readNameLine`), the one closest to all
 * readings' line 1, the first reading's on a tie; when none keeps them the other fields are still
 * answered, with the names empty and `namesToCheck`.
 * `today` (`YYYY-MM-DD`) decides the birth date's century.
 */
export function readTd3(texts: string | readonly string[], today: string): MrzPassport | null {
  const readings = (typeof texts === "string" ? [texts] : texts).map(td3LinePairs);
  if (readings.every((pairs) => pairs.length === 0)) return null;
  const raw1 = readings.map((pairs) => pairs.map((pair) => pair.line1));
  const raw2 = readings.map((pairs) => pairs.map((pair) => pair.line2));

  // Readings of line 1 whose names keep the rules first (as put right), closest first; then the others,
  // for the issuing state only.
  const firstLines = [...new Set(raw1.flat().map(repairLine1))]
    .map((line, order) => ({
      line,
      order,
      distance: distanceToReadings(line, raw1),
      names: readNameLine(line),
    }))
    .sort(
      (a, b) =>
        Number(a.names === null) - Number(b.names === null) || a.distance - b.distance || a.order - b.order,
    )
    .map((entry) => ({ line: entry.names?.line ?? entry.line, names: entry.names }));

  // Line-2 candidates, from the most to the least direct.
  const direct = raw2.map((lines) => lines.flatMap(line2Candidates));
  const candidates = new Set<string>(direct.flat());
  for (let a = 0; a < direct.length; a++) {
    for (let b = 0; b < direct.length; b++) {
      if (a === b) continue;
      for (const primary of direct[a]!) {
        for (const other of direct[b]!)
          for (const mixed of mergedLine2(primary, other, 4)) candidates.add(mixed);
      }
    }
  }
  for (const line of direct.flat())
    for (const swapped of documentNumberVariants(line, 2)) candidates.add(swapped);

  let best: { passport: MrzPassport; distance: number } | null = null;
  let tie = false;
  for (const line2 of candidates) {
    for (const { line: line1, names } of firstLines) {
      const pair: [string, string] = [line1, line2];
      const result = tryParse(pair);
      const passport = result && toPassport(pair, result, names, today);
      if (!passport) continue;
      const distance = distanceToReadings(line2, raw2);
      if (!best || distance < best.distance) {
        best = { passport, distance };
        tie = false;
      } else if (distance === best.distance && identity(passport) !== identity(best.passport)) {
        tie = true;
      }
      break;
    }
  }
  return best && !tie ? best.passport : null;
}
