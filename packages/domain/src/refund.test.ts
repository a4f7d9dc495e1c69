import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isValidAccountNumber,
  isValidCardNumber,
  isValidIban,
  maskBankNumber,
  namesMatch,
  normalizePersonName,
  penaltyCents,
  penaltyPercentAt,
  refundSchema,
  splitCents,
} from "./refund";

type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const messages = (r: Parsed) =>
  r.success ? [] : (r.error?.issues.map((i) => `${i.path.join(".")}:${i.message}`) ?? []);

const USER = "Ali Reza Hosseini";
const ok = {
  reason: "Flight cancelled",
  name: "Ali Reza Hosseini",
  accountNumber: "1234567890",
  iban: "123456789012345678901234",
  cardNumber: "1234567812345678",
  cancellationPolicyAccepted: true,
};

describe("bank number formats", () => {
  it.each([
    ["1234567890", true],
    ["12345678901234567890", true],
    ["123456789", false],
    ["12345 67890", true],
    ["١٢٣٤٥٦٧٨٩٠", true],
    ["12345678a0", false],
    ["", false],
  ])("account %j -> %s", (v, valid) => {
    expect(isValidAccountNumber(v)).toBe(valid);
  });

  it.each([
    ["123456789012345678901234", true],
    ["1234 5678 9012 3456 7890 1234", true],
    ["12345678901234567890123", false],
    ["1234567890123456789012345", false],
    ["IQ3456789012345678901234", false],
    ["IR123456789012345678901234", false],
  ])("IBAN %j -> %s", (v, valid) => {
    expect(isValidIban(v)).toBe(valid);
  });

  it.each([
    ["1234567812345678", true],
    ["1234 5678 1234 5678", true],
    ["1234-5678-1234-5678", true],
    ["۱۲۳۴۵۶۷۸۱۲۳۴۵۶۷۸", true],
    ["123456781234567", false],
    ["12345678123456789", false],
    ["1234x67812345678", false],
  ])("card %j -> %s", (v, valid) => {
    expect(isValidCardNumber(v)).toBe(valid);
  });
});

describe("namesMatch", () => {
  it.each([
    ["Ali Reza Hosseini", "Ali Reza Hosseini", true],
    ["  ali   REZA hosseini ", "Ali Reza Hosseini", true],
    ["Ali Reza\tHosseini", "Ali Reza Hosseini", true],
    ["Ali Hosseini", "Ali Reza Hosseini", false],
    ["AliReza Hosseini", "Ali Reza Hosseini", false],
    ["علي كريمي", "علی کریمی", true],
    ["فاطمة", "فاطمه", true],
    ["أحمد", "احمد", true],
    ["محمد‌علی", "محمد علی", true],
    ["علی", "حسن", false],
    ["", "", false],
    ["Ali", "", false],
    ["", "Ali", false],
  ])("%j vs %j -> %s", (typed, user, expected) => {
    expect(namesMatch(typed, user)).toBe(expected);
  });

  it("normalizePersonName", () => {
    expect(normalizePersonName("  ALI  كاظم ")).toBe("ali کاظم");
  });
});

describe("refundSchema", () => {
  it.each([
    [ok, []],
    [{ ...ok, accountNumber: "", iban: null, cardNumber: undefined }, []],
    [{ ...ok, name: "  ali reza   HOSSEINI " }, []],
    [{ ...ok, reason: "" }, ["reason:PL_ENTER_REFUND_REASON"]],
    [{ ...ok, reason: "   " }, ["reason:PL_ENTER_REFUND_REASON"]],
    [{ ...ok, name: "" }, ["name:PL_ENTER_YOUR_NAME"]],
    [{ ...ok, name: "Someone Else" }, ["name:REFUND_NAME_DOES_NOT_MATCH"]],
    [{ ...ok, accountNumber: "123456789" }, ["accountNumber:ACCOUNT_NUMBER_IS_INVALID"]],
    [{ ...ok, iban: "12345678901234567890123" }, ["iban:IBAN_IS_INVALID"]],
    [{ ...ok, cardNumber: "123456781234567" }, ["cardNumber:CARD_NUMBER_IS_INVALID"]],
    [
      { ...ok, cancellationPolicyAccepted: false },
      ["cancellationPolicyAccepted:PL_ACCEPT_CANCELLATION_POLICY"],
    ],
    [
      { ...ok, cancellationPolicyAccepted: "true" },
      ["cancellationPolicyAccepted:PL_ACCEPT_CANCELLATION_POLICY"],
    ],
    [
      { ...ok, cancellationPolicyAccepted: undefined },
      ["cancellationPolicyAccepted:PL_ACCEPT_CANCELLATION_POLICY"],
    ],
    [
      {},
      [
        "reason:PL_ENTER_REFUND_REASON",
        "name:PL_ENTER_YOUR_NAME",
        "cancellationPolicyAccepted:PL_ACCEPT_CANCELLATION_POLICY",
      ],
    ],
  ])("%j -> %j", (input, expected) => {
    expect(messages(refundSchema(USER).safeParse(input))).toEqual(expected);
  });

  it("rejects every name when the user has none on file", () => {
    expect(messages(refundSchema("").safeParse(ok))).toEqual(["name:REFUND_NAME_DOES_NOT_MATCH"]);
  });

  it("normalises numbers in the output", () => {
    const parsed = refundSchema(USER).parse({
      ...ok,
      iban: "1234 5678 9012 3456 7890 1234",
      cardNumber: "۱۲۳۴-۵۶۷۸-۱۲۳۴-۵۶۷۸",
      accountNumber: "",
    });
    expect(parsed.iban).toBe("123456789012345678901234");
    expect(parsed.cardNumber).toBe("1234567812345678");
    expect(parsed.accountNumber).toBeUndefined();
  });
});

describe("penaltyPercentAt", () => {
  const tiers = [
    { fromHoursBeforeDeparture: 3, penaltyPercent: 70 },
    { fromHoursBeforeDeparture: 72, penaltyPercent: 40 },
    { fromHoursBeforeDeparture: 0, penaltyPercent: 100 },
  ];
  it.each([
    [500, 40],
    [72, 40],
    [71.9, 70],
    [3, 70],
    [2.5, 100],
    [0, 100],
  ])("%s hours before departure → %s %%", (hours, percent) => {
    expect(penaltyPercentAt(tiers, true, hours)).toBe(percent);
  });
  it("nothing after departure, nothing for a non-refundable fare, 0 % without tiers", () => {
    expect(penaltyPercentAt(tiers, true, -0.1)).toBeNull();
    expect(penaltyPercentAt(tiers, false, 500)).toBeNull();
    expect(penaltyPercentAt([], true, 5)).toBe(0);
  });
  it("a notice shorter than every tier takes the last tier", () => {
    expect(penaltyPercentAt([{ fromHoursBeforeDeparture: 24, penaltyPercent: 30 }], true, 2)).toBe(30);
  });
});

describe("penaltyCents and splitCents", () => {
  it("rounds the penalty half up and never above what was paid", () => {
    expect(penaltyCents(12345, 40)).toBe(4938);
    expect(penaltyCents(101, 50)).toBe(51);
    expect(penaltyCents(100, 100)).toBe(100);
  });
  it("shares an amount out exactly, in proportion", () => {
    expect(splitCents(10000, [1, 1, 1])).toEqual([3334, 3333, 3333]);
    expect(splitCents(9000, [6000, 3000, 1000])).toEqual([5400, 2700, 900]);
    expect(splitCents(500, [0, 0])).toEqual([500, 0]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 18 }),
        (total, weights) => {
          const parts = splitCents(total, weights);
          return (
            parts.reduce((a, b) => a + b, 0) === total && parts.every((p) => p >= 0 && Number.isInteger(p))
          );
        },
      ),
    );
  });
  it("masks bank numbers but for the last four digits", () => {
    expect(maskBankNumber("123456789012345678901234")).toBe("••••••••1234");
    expect(maskBankNumber("123")).toBe("123");
  });
});
