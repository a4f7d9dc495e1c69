import { ProductChannel } from "@safar/domain/enums";
import { visaDocumentPartName } from "@safar/domain/visa-order";
import { VisaDocumentKind, VisaProcessing } from "@safar/domain/visa-rules";
import { describe, expect, it } from "vitest";
import {
  isVisaApplicationUrl,
  visaApplicationRefOf,
  visaApplicationUrl,
} from "../../lib/visa-application-params";
import {
  documentFileProblem,
  documentKindsOf,
  personalPhotoProblem,
  type VisaDocumentValue,
} from "../../lib/visa-documents";
import {
  earliestTravelDate,
  emptyVisaApplicationForm,
  visaApplicationFormData,
  visaApplicationRequestOf,
  visaApplicationSchema,
  visaFieldPathOfErrorKey,
} from "./visa-application-form";

const PRODUCT = "5b0f7a4e-9a3c-4f57-8f0e-2f1d8f0c1a11";
const NOW = new Date("2026-11-28T09:00:00Z");

const doc = (name: string, extra: Partial<VisaDocumentValue> = {}): VisaDocumentValue => {
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 1])], name, {
    type: "image/jpeg",
    lastModified: 1,
  });
  return { file, name, type: file.type, size: file.size, lastModified: 1, width: 600, height: 800, ...extra };
};

function filledForm() {
  const values = emptyVisaApplicationForm(1);
  values.contact = { phoneNumber: "07701234567", email: "ali@example.com" };
  values.travelDate = "2026-12-20";
  const [p] = values.passengers;
  if (!p) throw new Error("no traveller");
  Object.assign(p, {
    firstName: "Ali",
    lastName: "Hassan",
    firstNameFarsi: "علي",
    lastNameFarsi: "حسن",
    genderTitle: "Male",
    birthDate: "1990-05-01",
    passportNumber: "A1234567",
    passportExpirationDate: "2030-01-01",
  });
  values.documents = [{ PassportPage: doc("passport.jpg"), PersonalPhoto: doc("photo.jpg") }];
  return values;
}

const schema = visaApplicationSchema({
  processingDays: 3,
  documents: [VisaDocumentKind.PassportPage, VisaDocumentKind.PersonalPhoto],
  now: () => NOW,
});

const issuesOf = (values: unknown) => {
  const result = schema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the application's URL", () => {
  it("round-trips the visa request and tells it from a flight's", () => {
    const url = visaApplicationUrl({ productId: PRODUCT, processing: VisaProcessing.Quick, travellers: 2 });
    const params = new URL(url, "http://x").searchParams;
    expect(isVisaApplicationUrl(params)).toBe(true);
    expect(visaApplicationRefOf(params)).toEqual({ productId: PRODUCT, processing: "Quick", travellers: 2 });
    expect(isVisaApplicationUrl(new URLSearchParams("requestId=1"))).toBe(false);
  });

  it("refuses a link that names no request", () => {
    expect(visaApplicationRefOf(new URLSearchParams("visa=1&product=nope"))).toBeNull();
    expect(visaApplicationRefOf(new URLSearchParams(`visa=1&product=${PRODUCT}&travellers=10`))).toBeNull();
    expect(visaApplicationRefOf(new URLSearchParams(`visa=1&product=${PRODUCT}&processing=Slow`))).toBeNull();
  });
});

describe("the form's rules", () => {
  it("accepts a filled form", () => {
    expect(issuesOf(filledForm())).toEqual({});
  });

  it("says the earliest travel date is today (Baghdad) plus the processing days", () => {
    expect(earliestTravelDate(3, NOW)).toBe("2026-12-01");
    const values = filledForm();
    values.travelDate = "2026-11-30";
    expect(issuesOf(values)).toEqual({ travelDate: "VISA_TRAVEL_DATE_IS_INVALID" });
    values.travelDate = "2026-12-01";
    expect(issuesOf(values)).toEqual({});
    values.travelDate = "2027-11-29"; // more than a year ahead
    expect(issuesOf(values)).toEqual({ travelDate: "VISA_TRAVEL_DATE_IS_INVALID" });
  });

  it("serves Iraqis only and asks the visa variant's Arabic-script names", () => {
    const values = filledForm();
    const p = values.passengers[0];
    if (!p) throw new Error("no traveller");
    p.nationalityCountry = "3414";
    p.firstNameFarsi = "";
    expect(issuesOf(values)).toMatchObject({
      "passengers.0.nationalityCountry": "VISA_FOR_IRAQIS_ONLY",
      "passengers.0.firstNameFarsi": "PL_ENTER_YOUR_FA_FIRST_NAME",
    });
  });

  it("asks each document and checks the photo", () => {
    const values = filledForm();
    values.documents = [{ PersonalPhoto: doc("wide.jpg", { width: 800, height: 600 }) }];
    expect(issuesOf(values)).toEqual({
      "documents.0.PassportPage": "VISA_DOCUMENT_REQUIRED",
      "documents.0.PersonalPhoto": "VISA_PHOTO_WRONG_SHAPE",
    });
  });
});

describe("document checks", () => {
  it("JPG or PNG up to 5 MiB", () => {
    expect(documentFileProblem({ type: "image/png", size: 5 * 1024 * 1024 })).toBeNull();
    expect(documentFileProblem({ type: "image/png", size: 5 * 1024 * 1024 + 1 })).toBe(
      "IMAGE_SIZE_IS_TOO_LARGE",
    );
    expect(documentFileProblem({ type: "application/pdf", size: 10 })).toBe("IMAGE_FORMAT_IS_INVALID");
  });

  it("a personal photo at least 300 × 400, width / height 0.6–0.9", () => {
    expect(personalPhotoProblem(600, 800)).toBeNull();
    expect(personalPhotoProblem(300, 400)).toBeNull();
    expect(personalPhotoProblem(299, 400)).toBe("VISA_PHOTO_TOO_SMALL");
    expect(personalPhotoProblem(800, 600)).toBe("VISA_PHOTO_WRONG_SHAPE");
    expect(personalPhotoProblem(400, 800)).toBe("VISA_PHOTO_WRONG_SHAPE");
    expect(personalPhotoProblem(540, 600)).toBeNull();
  });

  it("the passport page and the photo always first", () => {
    expect(documentKindsOf(["BankStatement", "PersonalPhoto"])).toEqual([
      "PassportPage",
      "PersonalPhoto",
      "BankStatement",
    ]);
  });
});

describe("SubmitVisaRequest's multipart body", () => {
  it("flattens to bracket names, missing values empty, documents as file parts", () => {
    const values = filledForm();
    const p = values.passengers[0];
    if (!p) throw new Error("no traveller");
    p.passportType = "";
    const request = visaApplicationRequestOf(
      { productId: PRODUCT, processing: VisaProcessing.Normal, travellers: 1 },
      values,
      [VisaDocumentKind.PassportPage, VisaDocumentKind.PersonalPhoto],
      ProductChannel.WebSite,
      NOW,
    );
    const body = visaApplicationFormData(request);
    const text = Object.fromEntries(
      [...body.entries()].filter(([, v]) => typeof v === "string") as [string, string][],
    );
    expect(text).toEqual({
      productId: PRODUCT,
      processing: "Normal",
      travelDate: "2026-12-20",
      "contact[phoneNumber]": "07701234567",
      "contact[email]": "ali@example.com",
      productChannel: "1",
      acceptedTotalPrice: "",
      "travellers[0][firstName]": "Ali",
      "travellers[0][lastName]": "Hassan",
      "travellers[0][firstNameFarsi]": "علي",
      "travellers[0][lastNameFarsi]": "حسن",
      "travellers[0][genderTitle]": "Male",
      "travellers[0][birthDate]": "1990-05-01",
      "travellers[0][type]": "1",
      "travellers[0][nationalityCountry]": "3415",
      "travellers[0][passportIssuingCountry]": "3415",
      "travellers[0][passportType]": "",
      "travellers[0][passportNumber]": "A1234567",
      "travellers[0][passportExpirationDate]": "2030-01-01",
    });
    const photo = body.get(visaDocumentPartName(0, VisaDocumentKind.PersonalPhoto));
    expect(photo).toBeInstanceOf(File);
    expect((photo as File).name).toBe("photo.jpg");
    expect(body.get(visaDocumentPartName(0, VisaDocumentKind.PassportPage))).toBeInstanceOf(File);

    const accepted = visaApplicationFormData({ ...request, acceptedTotalPrice: 86.5 });
    expect(accepted.get("acceptedTotalPrice")).toBe("86.5");
  });

  it("maps the server's error keys to the form's fields", () => {
    expect(visaFieldPathOfErrorKey("travellers[0].passportNumber")).toBe("passengers.0.passportNumber");
    expect(visaFieldPathOfErrorKey("travellers[1].type")).toBe("passengers.1.birthDate");
    expect(visaFieldPathOfErrorKey("travellers[0].documents.PersonalPhoto")).toBe(
      "documents.0.PersonalPhoto",
    );
    expect(visaFieldPathOfErrorKey("travellers[0][documents][PassportPage]")).toBe(
      "documents.0.PassportPage",
    );
    expect(visaFieldPathOfErrorKey("travelDate")).toBe("travelDate");
    expect(visaFieldPathOfErrorKey("contact.phoneNumber")).toBe("contact.phoneNumber");
    expect(visaFieldPathOfErrorKey("productId")).toBeNull();
    expect(visaFieldPathOfErrorKey("travellers")).toBeNull();
  });
});
