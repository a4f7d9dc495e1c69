import { describe, expect, it } from "vitest";
import { checkDigit, td3Lines } from "../../test/passport-images";
import {
  documentNumberVariants,
  editDistance,
  fixStateCode,
  line2Candidates,
  readNameLine,
  repairLine1,
} from "./mrz-repair";
import { birthDateFromMrz, expiryDateFromMrz, mrzTextLines, readTd3 } from "./mrz-text";

const TODAY = "2026-11-22";
const zainab = {
  issuingState: "IRQ",
  nationality: "IRQ",
  lastName: "Al Hashimi",
  firstName: "Zainab Ali",
  documentNumber: "A12345678",
  birthDate: "1990-03-14",
  sex: "F" as const,
  expiryDate: "2031-07-09",
};
const [L1, L2] = td3Lines(zainab);

describe("ICAO 9303 check digits (the test fixture's own implementation)", () => {
  it("matches the specimen of ICAO 9303 part 3", () => {
    // Specimen: document number L898902C3, check digit 6; birth 740812 → 2; expiry 120415 → 9.
    expect(checkDigit("L898902C3")).toBe("6");
    expect(checkDigit("740812")).toBe("2");
    expect(checkDigit("120415")).toBe("9");
  });
});

describe("readTd3", () => {
  it("reads a clean MRZ into the passenger's fields", () => {
    expect(readTd3(`${L1}\n${L2}\n`, TODAY)).toEqual({
      documentCode: "P",
      issuingState: "IRQ",
      nationality: "IRQ",
      lastName: "AL HASHIMI",
      firstName: "ZAINAB ALI",
      namesToCheck: false,
      documentNumber: "A12345678",
      sex: "Female",
      birthDate: "1990-03-14",
      expirationDate: "2031-07-09",
      personalNumber: null,
      lines: [L1, L2],
    });
  });

  it("finds the MRZ among other text, with spaces and lower case", () => {
    const text = `PASSPORT\nSurname AL HASHIMI\n${L1.toLowerCase()}\n${L2.slice(0, 20)} ${L2.slice(20)}\nfooter`;
    expect(readTd3(text, TODAY)?.documentNumber).toBe("A12345678");
  });

  it("refuses a line 2 whose check digit does not agree (a digit misread)", () => {
    const wrong = `${L2.slice(0, 13)}9103141${L2.slice(20)}`; // birth 900314 read as 910314
    expect(readTd3(`${L1}\n${wrong}`, TODAY)).toBeNull();
  });

  it("repairs a filler run read one too short or one too long", () => {
    const short = L2.replace("<<<<<", "<<<<");
    const long = L2.replace("<<<<<", "<<<<<<");
    expect(readTd3(`${L1}\n${short}`, TODAY)?.documentNumber).toBe("A12345678");
    expect(readTd3(`${L1}\n${long}`, TODAY)?.documentNumber).toBe("A12345678");
  });

  it("takes the letter a state code's digit was read for (IR0 → IRQ)", () => {
    const line2 = `${L2.slice(0, 10)}IR0${L2.slice(13)}`;
    expect(readTd3(`${L1.replace("IRQ", "IR0")}\n${line2}`, TODAY)).toMatchObject({
      issuingState: "IRQ",
      nationality: "IRQ",
    });
  });

  it("merges two engines' readings: each wrong somewhere, together right", () => {
    const lstm = `${L1}\n${L2.slice(0, 43)}B`; // composite check digit 6 read as B
    const legacy = `${L1}\n${L2.slice(0, 10)}IR0${L2.slice(13)}`; // Q read as 0, but the end right
    expect(readTd3([lstm], TODAY)).toBeNull();
    expect(readTd3([lstm, legacy], TODAY)?.documentNumber).toBe("A12345678");
  });

  it("refuses when two different documents are equally close to the readings", () => {
    // ICAO's check digit cannot tell 0 from A (value 10): U0… and UA… both pass every check.
    const spec = { ...zainab, documentNumber: "U09876543" };
    const [a1, a2] = td3Lines(spec);
    const b2 = `U${"A"}${a2.slice(2)}`;
    expect(readTd3([`${a1}\n${a2}`], TODAY)?.documentNumber).toBe("U09876543");
    expect(readTd3([`${a1}\n${b2}`], TODAY)?.documentNumber).toBe("UA9876543");
    expect(readTd3([`${a1}\n${a2}`, `${a1}\n${b2}`], TODAY)).toBeNull();
  });

  it("turns digits in names into the letters they look like and ignores noise after the names", () => {
    const noisy = `${L1.slice(0, 27).replace("ALI", "AL1")}<<<<<<<<<<<<<S<S<`;
    expect(readTd3(`${noisy}\n${L2}`, TODAY)).toMatchObject({ firstName: "ZAINAB ALI" });
  });

  it("reads Germany's one-letter code and a personal number", () => {
    const [g1, g2] = td3Lines({
      issuingState: "D",
      nationality: "D",
      lastName: "Mustermann",
      firstName: "Erika",
      documentNumber: "C01X00T47",
      birthDate: "1964-08-12",
      sex: "F",
      expiryDate: "2027-10-31",
    });
    expect(readTd3(`${g1}\n${g2}`, TODAY)).toMatchObject({ issuingState: "D", nationality: "D" });
    const [p1, p2] = td3Lines({
      ...zainab,
      issuingState: "IRN",
      nationality: "IRN",
      personalNumber: "0012345678",
    });
    expect(readTd3(`${p1}\n${p2}`, TODAY)).toMatchObject({
      personalNumber: "0012345678",
      issuingState: "IRN",
    });
  });

  it("answers null for text without an MRZ", () => {
    expect(readTd3("", TODAY)).toBeNull();
    expect(readTd3("PASSPORT\nREPUBLIC OF IRAQ\n", TODAY)).toBeNull();
  });
});

describe("the name line (no check digit: its own rules)", () => {
  const jabbar = { ...zainab, lastName: "Jabbar", firstName: "Noori" };
  const [J1, J2] = td3Lines(jabbar);

  it("reads the surname, the given names and a surname-only line", () => {
    expect(readNameLine(L1)).toEqual({ line: L1, lastName: "AL HASHIMI", firstName: "ZAINAB ALI" });
    expect(readNameLine("P<IRQJABBAR".padEnd(44, "<"))).toMatchObject({ lastName: "JABBAR", firstName: "" });
  });

  it("refuses a line without the << separator, with non-letters or with triple letters", () => {
    // The customer's dim photo: `<<` read as SS, the fillers as CLLLL….
    expect(readNameLine("P<IRQJABBARSSNOORICLLLLLLLLLLLLLLLLLLLLLLLLL")).toBeNull();
    expect(readNameLine("P<IRQJABBAR<<NOORILLLL".padEnd(44, "<"))).toBeNull();
    expect(readNameLine("P<IRQJABBAR<<NOORI<<ALI".padEnd(44, "<"))).toBeNull();
    expect(readNameLine("P<IRQJABBAR<<<NOORI".padEnd(44, "<"))).toBeNull();
    expect(readNameLine("P<IRQJA4BAR<<NOORI".padEnd(44, "<"))).toBeNull();
    expect(readNameLine("P<IRQ<<NOORI".padEnd(44, "<"))).toBeNull();
    // Names that run to the end of the line on filler look-alikes.
    expect(readNameLine("P<IRQJABBAR<<NOORIABCDEFGHIJABCDEFGHIJKCKLC")).toBeNull();
  });

  it("puts misread fillers right only where the names' end is certain", () => {
    // A `<` before a run of filler look-alikes: the run is fillers.
    expect(readNameLine("P<IRQJABBAR<<NOORI<CLLLLLLLLLLLLLLLLLLLLLLLL")).toEqual({
      line: J1,
      lastName: "JABBAR",
      firstName: "NOORI",
    });
    expect(readNameLine("P<IRQJABBAR<<NOORI<<<KK<<L<<<<<<<<<<<<<<<<<<")?.line).toBe(J1);
    expect(readNameLine("P<IRQJABBAR<<KKKKKKKK".padEnd(44, "<"))).toMatchObject({ firstName: "" });
    // Real names with double letters and C/K/L stay.
    expect(readNameLine("P<IRQMAKKI<<KHALIL<ALI".padEnd(44, "<"))).toMatchObject({
      lastName: "MAKKI",
      firstName: "KHALIL ALI",
    });
  });

  it("answers the checked fields without names when every reading's name line is doubtful", () => {
    const misread = "P<IRQJABBARSSNOORICLLLLLLLLLLLLLLLLLLLLLLLLL";
    expect(readTd3(`${misread}\n${J2}`, TODAY)).toMatchObject({
      lastName: "",
      firstName: "",
      namesToCheck: true,
      issuingState: "IRQ",
      documentNumber: "A12345678",
      birthDate: "1990-03-14",
    });
    // Another engine read the line right: its names are taken.
    expect(readTd3([`${misread}\n${J2}`, `${J1}\n${J2}`], TODAY)).toMatchObject({
      lastName: "JABBAR",
      firstName: "NOORI",
      namesToCheck: false,
    });
    // A readable separator with the fillers read as C and L: put right.
    expect(readTd3(`P<IRQJABBAR<<NOORI<CLLLLLLLLLLLLLLLLLLLLLLLL\n${J2}`, TODAY)).toMatchObject({
      lastName: "JABBAR",
      firstName: "NOORI",
      namesToCheck: false,
      lines: [J1, J2],
    });
  });
});

describe("the repairs", () => {
  it("keeps only the MRZ alphabet", () => {
    expect(mrzTextLines("p<irq al«hashimi <<zainab\nshort")).toEqual(["P<IRQAL<<HASHIMI<<ZAINAB"]);
  });

  it("pads or cuts line 1 to 44 in its filler tail", () => {
    expect(repairLine1("P<IRQAL<HASHIMI<<ZAINAB<ALI<<<")).toBe(L1);
    expect(repairLine1(`${L1}<<<`)).toBe(L1);
  });

  it("offers line 2 candidates of exactly 44 characters", () => {
    const candidates = line2Candidates(L2.replace("<<<<<", "<<<<"));
    expect(candidates.length).toBeGreaterThan(0);
    expect(candidates.every((c) => c.length === 44)).toBe(true);
    expect(candidates).toContain(L2);
    expect(line2Candidates("A123")).toEqual([]);
  });

  it("swaps look-alikes in the document number, fewest swaps first", () => {
    const variants = documentNumberVariants(`HQ0934567${L2.slice(9)}`, 1);
    expect(variants[0]?.slice(0, 9)).toBe("H00934567");
    expect(variants.map((v) => v.slice(0, 9))).toContain("HQO934567");
    expect(variants.every((v) => v.slice(9) === L2.slice(9))).toBe(true);
  });

  it("fixes state codes only into known ICAO codes", () => {
    expect(fixStateCode("IR0")).toBe("IRQ");
    expect(fixStateCode("1RN")).toBe("IRN");
    expect(fixStateCode("D<<")).toBe("D<<");
    expect(fixStateCode("9X9")).toBe("9X9");
  });

  it("measures edit distance", () => {
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance(L2, L2)).toBe(0);
  });
});

describe("MRZ dates", () => {
  it("puts a birth date in the latest century that is not after today", () => {
    expect(birthDateFromMrz("900314", TODAY)).toBe("1990-03-14");
    expect(birthDateFromMrz("200105", TODAY)).toBe("2020-01-05");
    expect(birthDateFromMrz("261122", TODAY)).toBe("2026-11-22");
    expect(birthDateFromMrz("261123", TODAY)).toBe("1926-11-23");
    expect(birthDateFromMrz("900230", TODAY)).toBeNull();
  });

  it("puts an expiry date in this century unless that is over 50 years ahead", () => {
    expect(expiryDateFromMrz("310709", TODAY)).toBe("2031-07-09");
    expect(expiryDateFromMrz("990101", TODAY)).toBe("1999-01-01");
    expect(expiryDateFromMrz("310231", TODAY)).toBeNull();
  });
});
