import { describe, expect, it } from "vitest";
import { fileNameOf } from "./ticket-files";

describe("ticket file name", () => {
  it("takes a plain file name from Content-Disposition, else the fallback", () => {
    expect(fileNameOf('attachment; filename="ticket-ABC123.pdf"', "x.pdf")).toBe("ticket-ABC123.pdf");
    expect(fileNameOf("attachment; filename=ticket-1.pdf", "x.pdf")).toBe("ticket-1.pdf");
    expect(fileNameOf('attachment; filename="../../etc/passwd"', "x.pdf")).toBe("x.pdf");
    expect(fileNameOf(null, "x.pdf")).toBe("x.pdf");
  });
});
