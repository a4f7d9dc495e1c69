import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Whether pdftotext (poppler) is on this machine: the tests that read a PDF's text need it. */
export const pdftotext = spawnSync("pdftotext", ["-v"]).error === undefined;

/** A PDF's text as pdftotext reads it (its layout kept). */
export function textOf(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "voucher-")), "voucher.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}
