import { describe, expect, it } from "vitest";
import { collapseWhitespace, normalizeDigits, stripWhitespace } from "./text";

describe("normalizeDigits", () => {
  it.each([
    ["0123456789", "0123456789"],
    ["٠١٢٣٤٥٦٧٨٩", "0123456789"],
    ["۰۱۲۳۴۵۶۷۸۹", "0123456789"],
    ["۰۷٨٠ 12", "0780 12"],
    ["abc", "abc"],
    ["", ""],
  ])("%j -> %j", (input, expected) => {
    expect(normalizeDigits(input)).toBe(expected);
  });
});

describe("whitespace", () => {
  it.each([
    ["  Ali   Reza  ", "Ali Reza"],
    ["a\t\nb", "a b"],
    ["", ""],
  ])("collapseWhitespace(%j) = %j", (input, expected) => {
    expect(collapseWhitespace(input)).toBe(expected);
  });

  it.each([
    [" 1234 5678\t9 ", "123456789"],
    ["", ""],
  ])("stripWhitespace(%j) = %j", (input, expected) => {
    expect(stripWhitespace(input)).toBe(expected);
  });
});
