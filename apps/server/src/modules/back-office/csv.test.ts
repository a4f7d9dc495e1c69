import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { allRows, CSV_MAX_ROWS, type CsvColumn, csvCell, toCsv } from "./csv";

describe("CSV cells", () => {
  it("defuses what a spreadsheet would run as a formula, and leaves numbers and plain text alone", () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(csvCell("+9647701234567")).toBe("'+9647701234567");
    expect(csvCell("-1+1")).toBe("'-1+1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell(-12.5)).toBe("-12.5");
    expect(csvCell("زينب الحسيني")).toBe("زينب الحسيني");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(false)).toBe("false");
  });

  it("quotes commas, quotes and line breaks so a parser reads the same cells back", () => {
    type Row = { name: string; note: string | null; amount: number };
    const columns: CsvColumn<Row>[] = [
      ["name", (r) => r.name],
      ["note", (r) => r.note],
      ["amount", (r) => r.amount],
    ];
    const text = toCsv<Row>(
      [
        { name: 'Ali "Abu Hassan", Basra', note: "two\nlines", amount: 10.5 },
        { name: "فاطمة", note: null, amount: -3 },
      ],
      columns,
    );
    expect(text.split("\r\n")[0]).toBe("name,note,amount");
    expect(parse(text, { columns: true })).toEqual([
      { name: 'Ali "Abu Hassan", Basra', note: "two\nlines", amount: "10.5" },
      { name: "فاطمة", note: "", amount: "-3" },
    ]);
  });
});

describe("every row of a list", () => {
  /** A list of `total` numbered rows, paged as the services page. */
  const list = (total: number) => {
    const calls: number[] = [];
    const fetchPage = async (page: number, pageSize: number) => {
      calls.push(page);
      const start = (page - 1) * pageSize;
      const items = Array.from(
        { length: Math.max(0, Math.min(pageSize, total - start)) },
        (_, i) => start + i,
      );
      return { items, total };
    };
    return { fetchPage, calls };
  };

  it("walks the pages to the end", async () => {
    const { fetchPage, calls } = list(250);
    const rows = await allRows(fetchPage);
    expect(rows.total).toBe(250);
    expect(rows.items).toEqual(Array.from({ length: 250 }, (_, i) => i));
    expect(calls).toEqual([1, 2, 3]);
  });

  it("stops at an empty list and at a page boundary", async () => {
    expect(await allRows(list(0).fetchPage)).toEqual({ items: [], total: 0 });
    const even = list(200);
    expect((await allRows(even.fetchPage)).items).toHaveLength(200);
    expect(even.calls).toEqual([1, 2]);
  });

  it(`holds at most ${CSV_MAX_ROWS} rows, and says how many matched`, async () => {
    const rows = await allRows(list(CSV_MAX_ROWS * 2 + 7).fetchPage);
    expect(rows.items).toHaveLength(CSV_MAX_ROWS);
    expect(rows.total).toBe(CSV_MAX_ROWS * 2 + 7);
  });
});
