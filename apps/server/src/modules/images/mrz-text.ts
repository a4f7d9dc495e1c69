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
 */
import { isIsoDate } from "@safar/domain";
import { type ParseResult, parse, states } from "mrz";

export const TD3_LINE_LENGTH = 44;

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

const DIGIT_TO_LETTER: Record<string, string> = {
  "0": "O",
  "1": "I",
  "2": "Z",
  "5": "S",
  "6": "G",
  "8": "B",
};
/** Letters a digit may have been read for, in a state code (IRQ read as IR0). */
const STATE_LETTERS: Record<string, string[]> = {
  "0": ["O", "Q", "D"],
  "1": ["I"],
  "2": ["Z"],
  "5": ["S"],
  "6": ["G"],
  "8": ["B"],
};
const isState = (code: string) => Object.hasOwn(states, code.replace(/<+$/, ""));

/** A 3-character state field with digits replaced by the letters that make a known ICAO code. */
export function fixStateCode(code: string): string {
  if (isState(code) || !/\d/.test(code)) return code;
  let options = [""];
  for (const char of code) {
    const choices = STATE_LETTERS[char] ?? [char];
    options = options.flatMap((prefix) => choices.map((choice) => prefix + choice));
  }
  return options.find(isState) ?? code;
}

/**
 * Line 1 (`P<IRQSURNAME<<GIVEN<NAMES<<<<`): after the names everything is filler, so anything after
 * the first run of five fillers is noise; digits in the names are the letters they look like; the
 * state code is fixed; then the line is cut or padded to 44.
 */
export function repairLine1(line: string): string {
  const end = line.indexOf("<<<<<", 5);
  const body = end >= 0 ? line.slice(0, end) : line;
  const names = body.slice(5).replace(/[0-9]/g, (digit) => DIGIT_TO_LETTER[digit] ?? digit);
  const fixed = body.slice(0, 2) + fixStateCode(body.slice(2, 5)) + names;
  return fixed.padEnd(TD3_LINE_LENGTH, "<").slice(0, TD3_LINE_LENGTH);
}

/** Letters OCR reads a filler `<` as (its two strokes): a part made only of them is no name. */
const FILLER_LOOKALIKES = /^[CKL]+$/;
/** Surname or given names: letters, parts joined by single `<`. */
const NAME_PARTS = /^[A-Z]+(<[A-Z]+)*$/;
/** Three identical letters in a row: no name has them; a misread filler run does (`LLLL`, `KKKK`). */
const TRIPLE_LETTER = /([A-Z])\1\1/;

/** The names of a name line that keeps every rule, and the line with misread fillers put right. */
export interface NameLine {
  line: string;
  lastName: string;
  firstName: string;
}

/**
 * Line 1 checked by its own rules (it has no check digit): `P`, the type, the state, then
 * `SURNAME<<GIVEN<NAMES` and fillers. Misread fillers are put right only where the names' end is
 * certain: after the names' closing `<<` any letter a filler looks like (C, K, L) is a filler, and
 * a last given-name part of three or more such letters after a `<` (`NOORI<CLLLL`) is a filler
 * run. Null (the names are doubtful) without the `<<` separator, with a part that is not letters,
 * with three identical letters in a row (`NOORILLLL`), with other letters after the names' end,
 * or with names that run to the line's end on filler look-alikes (`NOORICKLC`).
 */
export function readNameLine(line: string): NameLine | null {
  if (line.length !== TD3_LINE_LENGTH || !/^P[A-Z<][A-Z<]{3}$/.test(line.slice(0, 5))) return null;
  const names = line.slice(5);
  const separator = names.indexOf("<<");
  if (separator <= 0) return null;
  const surname = names.slice(0, separator);
  if (!NAME_PARTS.test(surname) || TRIPLE_LETTER.test(surname)) return null;
  const parts = names.slice(separator + 2).split("<");
  const end = parts.indexOf("");
  const given = end < 0 ? parts : parts.slice(0, end);
  const tail = end < 0 ? [] : parts.slice(end);
  if (!tail.every((part) => part === "" || FILLER_LOOKALIKES.test(part))) return null;
  while (given.length > 0 && given.at(-1)!.length >= 3 && FILLER_LOOKALIKES.test(given.at(-1)!)) given.pop();
  if (given.some((part) => !/^[A-Z]+$/.test(part) || TRIPLE_LETTER.test(part))) return null;
  const last = given.at(-1) ?? surname;
  if (end < 0 && given.length === parts.length && /[CKL]{3}$/.test(last)) return null;
  const body = `${line.slice(0, 5)}${surname}<<${given.join("<")}`;
  return {
    line: body.padEnd(TD3_LINE_LENGTH, "<"),
    lastName: surname.replace(/</g, " "),
    firstName: given.join(" "),
  };
}

function fillerRuns(line: string): { start: number; length: number }[] {
  return [...line.matchAll(/<+/g)].map((match) => ({ start: match.index, length: match[0].length }));
}

/** Line 2 as read, and versions of it with its length put right (see the module comment). */
export function line2Candidates(line: string): string[] {
  const candidates = new Set<string>();
  const diff = TD3_LINE_LENGTH - line.length;
  if (diff === 0) candidates.add(line);
  if (diff !== 0 && Math.abs(diff) <= 2) {
    for (const run of fillerRuns(line)) {
      if (diff > 0) candidates.add(line.slice(0, run.start) + "<".repeat(diff) + line.slice(run.start));
      else if (run.length >= -diff) candidates.add(line.slice(0, run.start) + line.slice(run.start - diff));
    }
  }
  if (diff === -1) {
    for (let i = 0; i < line.length; i++) candidates.add(line.slice(0, i) + line.slice(i + 1));
  }
  return [...candidates]
    .filter((candidate) => candidate.length === TD3_LINE_LENGTH)
    .map((candidate) => candidate.slice(0, 10) + fixStateCode(candidate.slice(10, 13)) + candidate.slice(13));
}

const LOOK_ALIKES: Record<string, string[]> = {
  O: ["0"],
  Q: ["0"],
  D: ["0"],
  "0": ["O", "Q", "D"],
  I: ["1"],
  "1": ["I"],
  S: ["5"],
  "5": ["S"],
  B: ["8"],
  "8": ["B"],
  Z: ["2"],
  "2": ["Z"],
  G: ["6"],
  "6": ["G"],
};

/**
 * Lines that differ from `line` at a few positions, fewest changes first: at each position the
 * alternatives given (another reading's character, look-alikes). At most `maxChanges` changes and
 * `limit` lines, so a badly read line costs little.
 */
function mixes(
  line: string,
  alternatives: Map<number, string[]>,
  maxChanges: number,
  limit = 2000,
): string[] {
  const positions = [...alternatives.keys()].sort((a, b) => a - b);
  const out: string[] = [];
  const walk = (from: number, chars: string[], changes: number, budget: number) => {
    if (out.length >= limit) return;
    if (changes === budget) {
      out.push(chars.join(""));
      return;
    }
    for (let p = from; p < positions.length; p++) {
      const position = positions[p]!;
      for (const alternative of alternatives.get(position)!) {
        const previous = chars[position]!;
        chars[position] = alternative;
        walk(p + 1, chars, changes + 1, budget);
        chars[position] = previous;
      }
    }
  };
  for (let budget = 1; budget <= maxChanges; budget++) walk(0, [...line], 0, budget);
  return out;
}

/** The document number (line 2, 0–8) with look-alike characters swapped, fewest swaps first. */
export function documentNumberVariants(line2: string, maxSwaps = 3): string[] {
  const alternatives = new Map<number, string[]>();
  [...line2.slice(0, 9)].forEach((char, i) => {
    const options = LOOK_ALIKES[char];
    if (options) alternatives.set(i, options);
  });
  return mixes(line2, alternatives, maxSwaps);
}

/** Mixes of two readings of line 2 (both 44 long), fewest characters taken from `other` first. */
export function mergedLine2(primary: string, other: string, maxChanges = 6): string[] {
  const alternatives = new Map<number, string[]>();
  for (let i = 0; i < TD3_LINE_LENGTH; i++) {
    if (primary[i] !== other[i]) alternatives.set(i, [other[i]!]);
  }
  if (alternatives.size === 0 || alternatives.size > 12) return [];
  return mixes(primary, alternatives, Math.min(maxChanges, alternatives.size));
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

/** Levenshtein distance (insertions, deletions, substitutions). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
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
