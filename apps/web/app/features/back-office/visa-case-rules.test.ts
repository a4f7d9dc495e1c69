import { readFileSync } from "node:fs";
import { VISA_CASE_MOVES, VisaCaseStatus } from "@safar/domain";
import { describe, expect, it } from "vitest";
import { formatSpan } from "./time-left";
import {
  approveBody,
  documentsByTraveller,
  paramsFromVisaCasesFilter,
  visaCaseActionsFor,
  visaCasesFilterFromParams,
  visaCasesQuery,
  visaFileError,
  waitingMinutes,
} from "./visa-case-rules";

const officer = { permissions: ["orders:view", "visas:manage"] as const }.permissions;
const session = { permissions: [...officer] };

describe("the queue's filter in the URL", () => {
  it("reads a status and a page, leaving out what the API would refuse", () => {
    expect(visaCasesFilterFromParams(new URLSearchParams("status=Filed&page=3"))).toEqual({
      status: "Filed",
      page: 3,
    });
    expect(visaCasesFilterFromParams(new URLSearchParams("status=filed&page=٢"))).toEqual({
      status: "",
      page: 2,
    });
    expect(visaCasesFilterFromParams(new URLSearchParams("page=-1"))).toEqual({ status: "", page: 1 });
  });

  it("writes back only what differs from the defaults", () => {
    expect(paramsFromVisaCasesFilter({ status: "", page: 1 }).toString()).toBe("");
    expect(paramsFromVisaCasesFilter({ status: "ActionRequired", page: 2 }).toString()).toBe(
      "status=ActionRequired&page=2",
    );
  });

  it("asks the API for the status only when one is chosen", () => {
    expect(visaCasesQuery({ status: "", page: 1 })).toEqual({ status: undefined, page: 1, pageSize: 25 });
    expect(visaCasesQuery({ status: "Approved", page: 4 })).toMatchObject({ status: "Approved", page: 4 });
  });
});

describe("the time a case has waited", () => {
  const now = Date.parse("2026-11-20T09:00:00Z");
  const en = JSON.parse(
    readFileSync(new URL("../../../locales/en/back-office.json", import.meta.url), "utf8"),
  ) as { span: Record<string, string> };
  const t = (key: string, vars: Record<string, string> = {}) =>
    (en.span[key.replace("back-office.span.", "")] ?? key).replace(
      /\{\{(\w+)\}\}/g,
      (_, name) => vars[name] ?? "",
    );
  const waited = (since: string, locale: "ar" | "en" = "en") => {
    const minutes = waitingMinutes(since, now);
    return minutes === null ? null : formatSpan(minutes, locale, t);
  };

  it("reads in the largest unit it has reached", () => {
    expect(waited("2026-11-20T08:48:30Z")).toBe("11 min");
    expect(waited("2026-11-20T05:30:00Z")).toBe("3 h");
    expect(waited("2026-11-18T07:00:00Z")).toBe("2 d");
    expect(waited("2026-11-20T08:59:40Z")).toBe("under a minute");
  });

  it("counts a server clock a little ahead as no wait, and a bad instant as nothing", () => {
    expect(waitingMinutes("2026-11-20T09:01:00Z", now)).toBe(0);
    expect(waitingMinutes("yesterday", now)).toBeNull();
  });

  it("writes the page's digits", () => {
    expect(waited("2026-11-18T07:00:00Z", "ar")).toBe("٢ d");
  });
});

describe("the actions a case's status allows", () => {
  it("offers each move of the domain's table, rejecting last", () => {
    expect(visaCaseActionsFor("Submitted", session)).toEqual([
      "review",
      "request-document",
      "file",
      "reject",
    ]);
    expect(visaCaseActionsFor("InReview", session)).toEqual(["request-document", "file", "reject"]);
    expect(visaCaseActionsFor("ActionRequired", session)).toEqual(["review", "reject"]);
    expect(visaCaseActionsFor("Filed", session)).toEqual(["request-document", "approve", "reject"]);
  });

  it("offers nothing once final", () => {
    expect(visaCaseActionsFor("Approved", session)).toEqual([]);
    expect(visaCaseActionsFor("Rejected", session)).toEqual([]);
  });

  it("offers nothing to a role without visas:manage", () => {
    expect(visaCaseActionsFor("Submitted", { permissions: ["orders:view"] })).toEqual([]);
    expect(visaCaseActionsFor("Submitted", null)).toEqual([]);
  });

  it("has an action for every move the domain allows", () => {
    for (const status of Object.values(VisaCaseStatus)) {
      expect(visaCaseActionsFor(status, session)).toHaveLength(VISA_CASE_MOVES[status].length);
    }
  });
});

describe("a case's documents by traveller", () => {
  const doc = (id: string, traveller: number | null) => ({
    id,
    traveller,
    kind: "PassportPage" as const,
    contentType: "image/jpeg",
    uploadedBy: "customer" as const,
    uploadedAt: "2026-11-20T09:00:00Z",
  });

  it("keeps a group per traveller, even empty, and the whole case's last", () => {
    const groups = documentsByTraveller([doc("a", 1), doc("b", null), doc("c", 0), doc("d", 1)], 3);
    expect(groups.map((g) => [g.traveller, g.documents.map((d) => d.id)])).toEqual([
      [0, ["c"]],
      [1, ["a", "d"]],
      [2, []],
      [null, ["b"]],
    ]);
  });
});

describe("the issued visa's files", () => {
  const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

  it("takes a PDF, JPG or PNG up to 5 MiB", () => {
    expect(visaFileError(file("visa.pdf", "application/pdf"))).toBeNull();
    expect(visaFileError(file("visa.jpg", "image/jpeg"))).toBeNull();
    expect(visaFileError(file("visa.PNG", ""))).toBeNull();
    expect(visaFileError(file("visa.docx", "application/msword"))).toBe("VISA_FILE_FORMAT_IS_INVALID");
    expect(visaFileError(file("visa.pdf", "application/pdf", 5 * 1024 * 1024 + 1))).toBe(
      "IMAGE_SIZE_IS_TOO_LARGE",
    );
  });

  it("names each file's part for the whole case or its traveller, with the message", () => {
    const built = approveBody({ visa: undefined, "visa[1]": file("b.pdf", "application/pdf") }, " Enjoy ");
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect([...built.data.keys()]).toEqual(["visa[1]", "message"]);
    expect(built.data.get("message")).toBe("Enjoy");
  });

  it("asks for at least one file, and names the wrong one", () => {
    expect(approveBody({}, "")).toEqual({
      ok: false,
      errors: { visa: "back-office.visaCase.approve.fileRequired" },
    });
    expect(approveBody({ "visa[0]": file("a.txt", "text/plain") }, "")).toEqual({
      ok: false,
      errors: { "visa[0]": "VISA_FILE_FORMAT_IS_INVALID" },
    });
  });
});
