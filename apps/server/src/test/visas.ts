/**
 * Visa test set-ups: a traveller and documents as the application form sends them, the spec's
 * multipart flattening (bracket names, empty strings for missing values), and a paid visa order
 * whose case the officers can work (on any calendar day: dates are counted from today).
 */
import type { OrderDetail, VisaProduct } from "@safar/domain";
import sharp from "sharp";
import { payOnSandbox, testPassenger } from "./bookings";
import type { TestCustomer } from "./customers";
import { baghdadDay } from "./inventory";
import { multipartBody, passportImage } from "./passport-images";
import type { TestApp } from "./test-app";

export type Part = Parameters<typeof multipartBody>[0][number];
type Traveller = Record<string, string | number>;
let keySeq = 0;

/** A plain JPEG of `width` × `height` (a 600 × 800 one is a good personal photo). */
export const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#d8dde6" } })
    .jpeg()
    .toBuffer();

/** An Iraqi passport's photo page (with its MRZ) and a personal photo. */
export async function visaPictures() {
  const passportPage = await passportImage({
    issuingState: "IRQ",
    nationality: "IRQ",
    lastName: "HASSAN",
    firstName: "ALI",
    documentNumber: "A1234567",
    birthDate: "1990-01-01",
    sex: "M",
    expiryDate: baghdadDay(1200),
  });
  return { passportPage, portrait: await photo(600, 800) };
}
export type VisaPictures = Awaited<ReturnType<typeof visaPictures>>;

/** A traveller as the form sends one: the visa variant with the passport (expiring far after the trip). */
export function visaTraveller(firstName: string, extra: Traveller = {}): Traveller {
  const { passportType: _t, ...base } = testPassenger(firstName);
  return {
    ...base,
    firstNameFarsi: "علي",
    lastNameFarsi: "حسن",
    passportType: "",
    passportExpirationDate: baghdadDay(1200),
    ...extra,
  };
}

/** The spec's flattening: nested fields as bracket names, missing values as empty strings. */
export function visaFields(body: Record<string, unknown>, prefix = ""): Part[] {
  return Object.entries(body).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (value !== null && typeof value === "object")
      return visaFields(value as Record<string, unknown>, name);
    return [{ name, value: value === undefined || value === null ? "" : String(value) }];
  });
}

export const filePart = (name: string, content: Buffer, contentType = "image/jpeg"): Part => ({
  name,
  fileName: "scan.jpg",
  contentType,
  content,
});

/** Both documents every visa asks for, for traveller `i`. */
export const baseDocuments = (pictures: VisaPictures, i: number): Part[] => [
  filePart(`travellers[${i}][documents][PassportPage]`, pictures.passportPage),
  filePart(`travellers[${i}][documents][PersonalPhoto]`, pictures.portrait),
];

/** An application for `product` (one traveller, 30 days ahead) with `overrides`. */
export function visaApplication(product: VisaProduct, overrides: Record<string, unknown> = {}) {
  return {
    productId: product.id,
    processing: "Normal",
    travelDate: baghdadDay(30),
    contact: { phoneNumber: "07701234567", email: "ali@example.com" },
    productChannel: 1,
    acceptedTotalPrice: undefined,
    travellers: [visaTraveller("Ali")],
    ...overrides,
  };
}

/** POSTs SubmitVisaRequest as `who` (none: anonymous) with a fresh Idempotency-Key unless one is given. */
export function submitVisa(
  t: TestApp,
  who: TestCustomer | null,
  body: Record<string, unknown>,
  documents: Part[],
  key = `visa-test-${process.pid}-${keySeq++}`,
) {
  const { payload, headers } = multipartBody([...visaFields(body), ...documents]);
  return t.app.inject({
    method: "POST",
    url: "/api/visa/Submit/SubmitVisaRequest",
    payload,
    headers: { ...headers, ...(who ? who.headers : {}), "idempotency-key": key },
  });
}

/** The products on sale, and the UAE's 30-day single-entry tourist visa among them. */
export async function visaProducts(t: TestApp) {
  const products: VisaProduct[] = (await t.app.inject({ url: "/api/visa/Visa/GetBasePrices" })).json().data;
  const uae30 = products.find((p) => p.countryCode === "AE" && p.stay === 30 && p.entry === "Single");
  if (!uae30) throw new Error("no 30-day UAE visa on sale");
  return { products, uae30 };
}

/** A visa order of `who` paid on the sandbox gateway: its case opens as Submitted. */
export async function paidVisaOrder(
  t: TestApp,
  who: TestCustomer,
  pictures: VisaPictures,
  product: VisaProduct,
): Promise<OrderDetail> {
  const submitted = await submitVisa(t, who, visaApplication(product), baseDocuments(pictures, 0));
  if (submitted.statusCode !== 200) throw new Error(`visa ${submitted.statusCode}: ${submitted.body}`);
  const order = submitted.json().data as OrderDetail;
  await payOnSandbox(t, who, order.orderId);
  return order;
}
