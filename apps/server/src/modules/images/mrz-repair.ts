/**
 * Repairs of OCR readings of a passport MRZ (ICAO 9303 TD3), for `readTd3` in mrz-text.ts. Pure
 * string functions. OCR of an MRZ goes wrong in a few known ways; each repair here only proposes
 * candidates, and a candidate counts only where the check digits (or the list of ICAO state codes)
 * confirm it; nothing is guessed:
 * - a run of fillers (`<<<<`) read a character too long or short, or a character dropped at the
 *   end of a line: line 1 is cut or padded in its filler tail (`repairLine1`); for line 2 fillers
 *   are added to or taken from a run, or one stray character dropped (`line2Candidates`);
 * - letters and digits that look alike (O/0/Q/D, I/1, S/5, B/8, Z/2, G/6): state codes get the
 *   letter that makes a known ICAO code (`fixStateCode`), names get letters (a name has no digits),
 *   and the alphanumeric document number is tried with swaps (`documentNumberVariants`);
 * - two readings (two OCR engines) that disagree on some characters of line 2: mixes of their
 *   characters, fewest changes first (`mergedLine2`).
 * The name line, which has no check digit, is checked by its own rules (`readNameLine`).
 */
import { states } from "mrz";

export const TD3_LINE_LENGTH = 44;

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
