import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api";
import { filledFields, toPassportFormFields } from "./passport-form-fields";
import { fitWithin, MAX_SIDE, needsPreparing } from "./passport-photo";
import { readScanAnswer, type ScannedPassenger, scanPassport, type UploadRequest } from "./passport-scan-api";
import { PassportScanView } from "./passport-scan-button";
import { failedState, isAbort, isBusy, scanStatus } from "./passport-scan-state";

const zainab: ScannedPassenger = {
  firstName: "ZAINAB ALI",
  lastName: "AL HASHIMI",
  genderTitle: "Female",
  birthDate: "1990-03-14",
  nationalityCountry: 3415,
  passportIssuingCountry: 3415,
  passportType: "IraqPassport",
  passportNumber: "A12345678",
  passportExpirationDate: "2031-07-09",
  namesToCheck: false,
};
const answer = (passports: unknown[]) => JSON.stringify({ data: { passports }, meta: { errors: [] } });
const scanned = {
  index: 0,
  passenger: zainab,
  mrz: { documentCode: "P", issuingState: "IRQ", nationality: "IRQ" },
};

describe("readScanAnswer", () => {
  it("answers the first passport's passenger", () => {
    expect(readScanAnswer(200, answer([scanned]))).toEqual(zainab);
  });

  it("throws the server's message keys", () => {
    const body = JSON.stringify({
      data: { passports: [null] },
      meta: { errors: [{ key: "images[0]", messages: ["INVALID_PASSPORT_IMAGE"] }], requestId: "r1" },
    });
    const error = (() => {
      try {
        readScanAnswer(400, body);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).firstMessages()).toEqual(["INVALID_PASSPORT_IMAGE"]);
    expect((error as ApiError).requestId).toBe("r1");
  });

  it("429 without entries says TOO_MANY_REQUESTS; a body that is no envelope says GENERIC_ERROR", () => {
    expect(() => readScanAnswer(429, "")).toThrow(/TOO_MANY_REQUESTS/);
    expect(() => readScanAnswer(502, "<html>Bad gateway</html>")).toThrow(/GENERIC_ERROR/);
    expect(() => readScanAnswer(200, JSON.stringify({ data: { passports: [null] } }))).toThrow(
      /GENERIC_ERROR/,
    );
    expect(() => readScanAnswer(200, JSON.stringify({ data: { passports: [{ index: 0 }] } }))).toThrow(
      /GENERIC_ERROR/,
    );
  });
});

describe("scanPassport", () => {
  it("posts the photo and passengerCount with the Bearer token, reporting upload progress", async () => {
    const seen: UploadRequest[] = [];
    const progress: number[] = [];
    const passenger = await scanPassport(
      new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: "image/jpeg" }),
      {
        passengerCount: 3,
        url: "/images/Blob/ReadMRZ",
        getToken: async () => "token-1",
        onUploadProgress: (fraction) => progress.push(fraction),
        transport: async (request) => {
          seen.push(request);
          request.onUploadProgress?.(0.5);
          request.onUploadProgress?.(1);
          return { status: 200, text: answer([scanned]) };
        },
      },
    );
    expect(passenger).toEqual(zainab);
    expect(progress).toEqual([0.5, 1]);
    const [request] = seen;
    expect(request?.url).toBe("/images/Blob/ReadMRZ");
    expect(request?.token).toBe("token-1");
    expect(request?.timeoutMs).toBe(60_000);
    expect(request?.body.get("passengerCount")).toBe("3");
    const image = request?.body.get("images");
    expect(image).toBeInstanceOf(Blob);
    expect((image as File).name).toBe("passport.jpg");
  });

  it("a 401 ends the session and throws", async () => {
    const onUnauthorized = vi.fn();
    await expect(
      scanPassport(new Blob(["x"]), {
        url: "/images/Blob/ReadMRZ",
        getToken: async () => "stale",
        onUnauthorized,
        transport: async () => ({
          status: 401,
          text: JSON.stringify({
            data: null,
            meta: { errors: [{ key: "request", messages: ["UNAUTHENTICATED"] }] },
          }),
        }),
      }),
    ).rejects.toThrow(/UNAUTHENTICATED/);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});

describe("the form's values", () => {
  it("are strings, country ids included; what the MRZ did not tell is blank", () => {
    expect(toPassportFormFields(zainab)).toEqual({
      firstName: "ZAINAB ALI",
      lastName: "AL HASHIMI",
      genderTitle: "Female",
      birthDate: "1990-03-14",
      nationalityCountry: "3415",
      passportIssuingCountry: "3415",
      passportType: "IraqPassport",
      passportNumber: "A12345678",
      passportExpirationDate: "2031-07-09",
    });
    const unknown = toPassportFormFields({ ...zainab, genderTitle: null, nationalityCountry: null });
    expect(unknown.genderTitle).toBe("");
    expect(unknown.nationalityCountry).toBe("");
    expect(filledFields(unknown)).not.toContain("genderTitle");
    expect(filledFields(unknown)).toContain("passportNumber");
  });
});

describe("a doubtful name line", () => {
  const doubtful: ScannedPassenger = { ...zainab, firstName: "", lastName: "", namesToCheck: true };

  it("leaves the names blank (the form keeps what the customer typed) and fills the rest", () => {
    const answered = readScanAnswer(200, answer([{ ...scanned, passenger: doubtful }]));
    expect(answered.namesToCheck).toBe(true);
    const fields = toPassportFormFields(answered);
    expect(fields.firstName).toBe("");
    expect(fields.lastName).toBe("");
    expect(filledFields(fields)).not.toContain("firstName");
    expect(filledFields(fields)).toContain("passportNumber");
  });

  it("asks the customer to type the names as in the passport", () => {
    const view = (namesToCheck: boolean) =>
      renderToStaticMarkup(
        createElement(PassportScanView, {
          state: { step: "done", namesToCheck },
          onChoose: () => {},
          onCancel: () => {},
        }),
      );
    expect(view(true)).toContain("passport.checkNames");
    expect(view(false)).not.toContain("passport.checkNames");
  });
});

describe("the photo sent", () => {
  it("fits inside MAX_SIDE, keeps proportions, never grows", () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: MAX_SIDE, height: 1500 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1500, height: MAX_SIDE });
    expect(fitWithin(1200, 800)).toEqual({ width: 1200, height: 800 });
  });

  it("is re-encoded when large, heavy or not JPEG/PNG", () => {
    expect(needsPreparing({ size: 500_000, type: "image/jpeg" }, 1600, 1200)).toBe(false);
    expect(needsPreparing({ size: 500_000, type: "image/jpeg" }, 4000, 3000)).toBe(true);
    expect(needsPreparing({ size: 8_000_000, type: "image/jpeg" }, 1600, 1200)).toBe(true);
    expect(needsPreparing({ size: 500_000, type: "image/heic" }, 1600, 1200)).toBe(true);
  });
});

describe("scan states", () => {
  it("say what is happening, with the upload's fraction", () => {
    expect(scanStatus({ step: "idle" })).toBeNull();
    expect(scanStatus({ step: "preparing" })).toEqual({ key: "passport.preparing", fraction: null });
    expect(scanStatus({ step: "uploading", fraction: 0.42 })).toEqual({
      key: "passport.uploading",
      fraction: 0.42,
    });
    expect(scanStatus({ step: "uploading", fraction: 1.5 })?.fraction).toBe(1);
    expect(scanStatus({ step: "reading" })).toEqual({ key: "passport.reading", fraction: null });
    expect(isBusy({ step: "reading" })).toBe(true);
    expect(isBusy({ step: "failed", messages: [] })).toBe(false);
  });

  it("fail with the server's first messages, TOO_MANY_REQUESTS on 429, GENERIC_ERROR otherwise", () => {
    const invalid = new ApiError(400, [{ key: "images[0]", messages: ["INVALID_PASSPORT_IMAGE"] }]);
    expect(failedState(invalid)).toEqual({ step: "failed", messages: ["INVALID_PASSPORT_IMAGE"] });
    expect(failedState(new ApiError(429, []))).toEqual({ step: "failed", messages: ["TOO_MANY_REQUESTS"] });
    expect(failedState(new Error("boom"))).toEqual({ step: "failed", messages: ["GENERIC_ERROR"] });
    expect(isAbort(new DOMException("x", "AbortError"))).toBe(true);
    expect(isAbort(invalid)).toBe(false);
  });
});
