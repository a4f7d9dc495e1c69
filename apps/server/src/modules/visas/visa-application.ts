/**
 * `visa/Submit/SubmitVisaRequest` (issue 15): a visa application becomes an order. The multipart
 * form's bracket names are nested (qs), the fields checked (the product on sale, the processing it
 * offers, a travel date the visa can be ready by, each traveller by the visa variant of the
 * passenger form with a passport, Iraqi nationality), each traveller's documents checked by content
 * (the personal photo also by its size and shape), and only then stored in the customer's private
 * images; the order is created once per idempotency key (the files' hashes count in the request)
 * and its payment window opened at once (a visa holds nothing with anyone).
 */
import { createHash } from "node:crypto";
import {
  BAGHDAD_TIME_ZONE,
  calendarDateIn,
  isIsoDate,
  type OrderDetail,
  OrderStatus,
  PASSENGER_VARIANT_REQUIRED_FIELDS,
  passengerSchemaRequiring,
  ServiceType,
  type SubmitVisaRequest,
  submitVisaRequestSchema,
  toCents,
  UserMessageKey,
  VISA_NATIONALITY,
  VISA_PHOTO_MAX_RATIO,
  VISA_PHOTO_MIN_HEIGHT,
  VISA_PHOTO_MIN_RATIO,
  VISA_PHOTO_MIN_WIDTH,
  VisaDocumentKind,
  type VisaOrderItem,
  VisaProcessing,
  type VisaTraveller,
  visaUsdCents,
} from "@safar/domain";
import type { Locale } from "@safar/domain/site-config";
import { addDays } from "@safar/domain/time-zones";
import { VisaMessageKey as K } from "@safar/domain/user-messages";
import qs from "qs";
import { AppError } from "../../platform/errors";
import { validationError } from "../../platform/http";
import type { IncomingFile } from "../../platform/multipart";
import type { OrdersService, PricedOrder } from "../orders/orders.service";
import type { VisaCountryRow, VisaProductRow, VisasRepository } from "./visas.repository";

/** The furthest ahead a travel date may be (a visa's validity counts from its issue). */
const MAX_DAYS_AHEAD = 365;

const DOCUMENT_PART = /^travellers\[(\d+)\]\[documents\]\[([A-Za-z]+)\]$/;

/** What the application needs of the images module: a content check, and the private store. */
export interface VisaDocumentStore {
  inspect(file: IncomingFile): Promise<{ width: number; height: number } | { error: string }>;
  upload(ownerId: string, file: IncomingFile): Promise<{ path: string }>;
}

export interface VisaApplicationDeps {
  repository: Pick<VisasRepository, "product" | "countries">;
  orders: Pick<OrdersService, "createOnce" | "reserve" | "checkAcceptedPrice">;
  documents: VisaDocumentStore;
  /** The storefront's countries (GetAllCountries): the nationality's id → ISO alpha-3. */
  countries: () => Promise<readonly { id: number; iso3: string }[]>;
  exchangeRate: (currency: string) => Promise<number>;
  now: () => Date;
}

type Issue = { path: (string | number)[]; message: string };
type Document = { traveller: number; kind: VisaDocumentKind; file: IncomingFile };

const DOCUMENT_KINDS = new Set<string>(Object.values(VisaDocumentKind));

/** The visa variant of the passenger form, with the passport a visa is stamped in. */
const TRAVELLER_FIELDS = [
  ...PASSENGER_VARIANT_REQUIRED_FIELDS.visa,
  "passportNumber",
  "passportExpirationDate",
] as const;

/**
 * Why a document is refused, or null: its content (JPG or PNG, 5 MiB), and a personal photo's size
 * (300 × 400 px at least) and shape (upright, width / height 0.6–0.9).
 */
export async function documentIssue(
  documents: Pick<VisaDocumentStore, "inspect">,
  kind: string,
  file: IncomingFile,
): Promise<string | null> {
  const seen = await documents.inspect(file);
  if ("error" in seen) return seen.error;
  if (kind !== VisaDocumentKind.PersonalPhoto) return null;
  const ratio = seen.width / seen.height;
  if (seen.width < VISA_PHOTO_MIN_WIDTH || seen.height < VISA_PHOTO_MIN_HEIGHT) return K.VISA_PHOTO_TOO_SMALL;
  if (ratio < VISA_PHOTO_MIN_RATIO || ratio > VISA_PHOTO_MAX_RATIO) return K.VISA_PHOTO_WRONG_SHAPE;
  return null;
}

/** The file parts by traveller and kind; a part no traveller has is an issue. */
function documentsOf(files: readonly IncomingFile[], travellers: number, issues: Issue[]): Document[] {
  const documents: Document[] = [];
  for (const file of files) {
    const match = DOCUMENT_PART.exec(file.fieldName ?? "");
    const traveller = Number(match?.[1]);
    const kind = match?.[2] ?? "";
    if (!match || !DOCUMENT_KINDS.has(kind)) {
      issues.push({ path: [file.fieldName ?? "documents"], message: K.VISA_DOCUMENT_NOT_ASKED });
    } else if (traveller >= travellers) {
      issues.push({ path: ["travellers"], message: UserMessageKey.IMAGE_COUNT_EXCEEDS_PASSENGERS });
    } else {
      documents.push({ traveller, kind: kind as VisaDocumentKind, file });
    }
  }
  return documents;
}

/** The request as it counts for idempotency: the fields and each file's SHA-256. */
function requestBody(request: SubmitVisaRequest, files: readonly IncomingFile[]) {
  const hashes = files
    .map((file) => `${file.fieldName ?? ""}:${createHash("sha256").update(file.bytes).digest("hex")}`)
    .sort();
  return { ...request, documents: hashes };
}

export function createVisaApplication(deps: VisaApplicationDeps) {
  const { repository, orders, documents } = deps;

  async function checkDocuments(product: VisaProductRow, request: SubmitVisaRequest, docs: Document[]) {
    const issues: Issue[] = [];
    request.travellers.forEach((_, traveller) => {
      for (const kind of product.documents)
        if (!docs.some((d) => d.traveller === traveller && d.kind === kind))
          issues.push({
            path: ["travellers", traveller, "documents", kind],
            message: K.VISA_DOCUMENT_REQUIRED,
          });
    });
    for (const doc of docs) {
      const path = ["travellers", doc.traveller, "documents", doc.kind];
      if (!product.documents.includes(doc.kind)) {
        issues.push({ path, message: K.VISA_DOCUMENT_NOT_ASKED });
        continue;
      }
      const refused = await documentIssue(documents, doc.kind, doc.file);
      if (refused) issues.push({ path, message: refused });
    }
    return issues;
  }

  /** Each traveller by the visa passenger form on the travel date, and an Iraqi nationality. */
  async function checkTravellers(request: SubmitVisaRequest, issues: Issue[]) {
    const iraq = (await deps.countries()).find((c) => c.iso3.toUpperCase() === VISA_NATIONALITY);
    const schema = passengerSchemaRequiring(TRAVELLER_FIELDS, { travelDate: request.travelDate });
    const travellers: Omit<VisaTraveller, "documents">[] = [];
    request.travellers.forEach((raw, index) => {
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        // A visa is stamped in a passport: the national code the form's other variants take is no rule here.
        for (const issue of parsed.error.issues.filter((i) => i.path[0] !== "nationalCode"))
          issues.push({ path: ["travellers", index, ...issue.path.map(String)], message: issue.message });
        return;
      }
      const p = parsed.data;
      if (!iraq || String(p.nationalityCountry) !== String(iraq.id)) {
        issues.push({ path: ["travellers", index, "nationalityCountry"], message: K.VISA_FOR_IRAQIS_ONLY });
        return;
      }
      travellers.push({
        firstName: p.firstName ?? "",
        lastName: p.lastName ?? "",
        firstNameFarsi: p.firstNameFarsi ?? "",
        lastNameFarsi: p.lastNameFarsi ?? "",
        genderTitle: p.genderTitle ?? "",
        birthDate: p.birthDate ?? "",
        type: String(p.type ?? ""),
        nationalityCountry: p.nationalityCountry ?? "",
        passportIssuingCountry: p.passportIssuingCountry ?? "",
        passportNumber: p.passportNumber ?? null,
        passportExpirationDate: p.passportExpirationDate ?? null,
      });
    });
    return travellers;
  }

  /** Validates and prices the application, stores its documents, and gives the order to create. */
  async function price(
    userId: string,
    request: SubmitVisaRequest,
    docs: Document[],
    issues: Issue[],
  ): Promise<PricedOrder> {
    const product = await repository.product(request.productId);
    if (!product) throw AppError.single("not_found", "productId", K.VISA_PRODUCT_NOT_FOUND);
    const quick = request.processing === VisaProcessing.Quick;
    if (quick && (product.quickPriceMinor === null || product.quickProcessingDays === null))
      throw AppError.single("validation", "processing", K.VISA_QUICK_PROCESSING_NOT_OFFERED);
    const processingDays = quick
      ? (product.quickProcessingDays ?? product.processingDays)
      : product.processingDays;
    const today = calendarDateIn(deps.now(), BAGHDAD_TIME_ZONE) ?? deps.now().toISOString().slice(0, 10);
    const earliest = addDays(today, processingDays);
    if (
      !isIsoDate(request.travelDate) ||
      request.travelDate < earliest ||
      request.travelDate > addDays(today, MAX_DAYS_AHEAD)
    ) {
      // Without a usable day the passports' 6 months cannot be judged: say this first.
      throw validationError([...issues, { path: ["travelDate"], message: K.VISA_TRAVEL_DATE_IS_INVALID }]);
    }
    const travellers = await checkTravellers(request, issues);
    issues.push(...(await checkDocuments(product, request, docs)));
    if (issues.length > 0) throw validationError(issues);

    const unitMinor = quick ? (product.quickPriceMinor ?? product.priceMinor) : product.priceMinor;
    const exchangeRate = product.currency === "USD" ? 1 : await deps.exchangeRate(product.currency);
    const totalCents = visaUsdCents(unitMinor, exchangeRate) * travellers.length;
    if (request.acceptedTotalPrice !== undefined)
      orders.checkAcceptedPrice(toCents(request.acceptedTotalPrice), totalCents);

    // Only a complete, priced application stores its documents.
    const stored = await Promise.all(
      docs.map(async (doc) => ({ ...doc, path: (await documents.upload(userId, doc.file)).path })),
    );
    const country = (await repository.countries()).find((c) => c.code === product.countryCode);
    const item: VisaOrderItem = {
      kind: "visa",
      productId: product.id,
      countryCode: product.countryCode,
      countryName: countryNameOf(country, product.countryCode),
      type: product.type,
      name: product.name,
      stay: product.stay,
      stayUnit: product.stayUnit,
      validityDays: product.validityDays,
      entry: product.entry,
      processing: request.processing,
      processingDays,
      travelDate: request.travelDate,
      currency: product.currency,
      unitPrice: unitMinor / 100,
      totalPrice: (unitMinor * travellers.length) / 100,
      exchangeRate,
      travellers: travellers.map((traveller, index) => ({
        ...traveller,
        documents: product.documents.flatMap((kind) =>
          stored
            .filter((doc) => doc.traveller === index && doc.kind === kind)
            .map((doc) => ({ kind, path: doc.path })),
        ),
      })),
    };
    return {
      type: ServiceType.Visa,
      totalCents,
      productChannel: request.productChannel,
      contact: request.contact,
      item,
      // The day of travel at midnight in Baghdad (the home market's day).
      startsAt: new Date(`${request.travelDate}T00:00:00+03:00`),
    };
  }

  return {
    /**
     * The application from the multipart form's fields and files: 400 with every field's key
     * (`travellers[0].passportNumber`, `travellers[0].documents.PersonalPhoto`, `travelDate`…),
     * 404 VISA_PRODUCT_NOT_FOUND, 409 PRICE_CHANGED; then the order, Approved with its payment window.
     */
    async submit(
      userId: string,
      form: { fields: ReadonlyMap<string, string>; files: readonly IncomingFile[] },
      headerKey: string | undefined,
      locale: Locale,
    ): Promise<OrderDetail> {
      const nested = qs.parse(Object.fromEntries(form.fields), {
        depth: 4,
        arrayLimit: 20,
        parameterLimit: 400,
      });
      const parsed = submitVisaRequestSchema.safeParse(nested);
      if (!parsed.success) throw validationError(parsed.error.issues);
      const request = parsed.data;
      const issues: Issue[] = [];
      const docs = documentsOf(form.files, request.travellers.length, issues);
      const order = await orders.createOnce({
        userId,
        body: requestBody(request, form.files),
        headerKey,
        locale,
        price: () => price(userId, request, docs, issues),
      });
      // A repeated request after the first was reserved (or paid) answers its order as it is.
      return order.status === OrderStatus.Submitted ? orders.reserve(userId, order.orderId) : order;
    },
  };
}

function countryNameOf(country: VisaCountryRow | undefined, code: string) {
  return country?.name ?? { ar: code, fa: code, en: code };
}

export type VisaApplication = ReturnType<typeof createVisaApplication>;
