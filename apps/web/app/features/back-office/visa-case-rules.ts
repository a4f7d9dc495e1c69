/**
 * The visa officers' screens' rules (issue 15): the queue's status filter and page in the URL, how
 * long a case has waited ("3 h", "2 d"), which actions a case's status allows (the domain's
 * VISA_CASE_MOVES, the server checks them again: 409 VISA_CASE_STATUS_CONFLICT), a case's documents
 * by traveller, and the issued visa's files checked and named as the approve call takes them.
 */
import {
  MAX_UPLOAD_BYTES,
  type OperatorSession,
  BackOfficePermission as P,
  VISA_CASE_MOVES,
  VISA_MESSAGE_MAX_LENGTH,
  type VisaCaseDetail,
  type VisaCaseDocument,
  VisaCaseStatus,
} from "@safar/domain";
import { may } from "./access";
import { pageFromParam } from "./back-office-query";

export const VISA_CASES_PATH = "/back-office/visa-cases";
export const VISA_CASES_PAGE_SIZE = 25;
export const visaCaseStatuses = Object.values(VisaCaseStatus);

export type VisaCasesFilter = { status: VisaCaseStatus | ""; page: number };

function isVisaCaseStatus(value: string): value is VisaCaseStatus {
  return (visaCaseStatuses as string[]).includes(value);
}

export function visaCasesFilterFromParams(params: URLSearchParams): VisaCasesFilter {
  const status = params.get("status") ?? "";
  return { status: isVisaCaseStatus(status) ? status : "", page: pageFromParam(params.get("page")) };
}

export function paramsFromVisaCasesFilter(filter: VisaCasesFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status) params.set("status", filter.status);
  if (filter.page > 1) params.set("page", String(filter.page));
  return params;
}

export function visaCasesQuery(filter: VisaCasesFilter): Record<string, string | number | undefined> {
  return { status: filter.status || undefined, page: filter.page, pageSize: VISA_CASES_PAGE_SIZE };
}

/**
 * How long a case has waited since `waitingSince`, in whole minutes cut to its largest unit (days
 * past a day, hours past an hour), so the queue reads "2 d", "3 h", "12 min"; null for a bad instant.
 * A clock a little behind the server's counts as no wait.
 */
export function waitingMinutes(waitingSince: string, now: number): number | null {
  const since = Date.parse(waitingSince);
  if (Number.isNaN(since)) return null;
  const minutes = Math.max(0, Math.floor((now - since) / 60_000));
  if (minutes >= 1440) return Math.floor(minutes / 1440) * 1440;
  if (minutes >= 60) return Math.floor(minutes / 60) * 60;
  return minutes;
}

/** An officer's action on a case, named as its API path (`POST …/visa-cases/{orderId}/{action}`). */
export type VisaCaseAction = "review" | "request-document" | "file" | "approve" | "reject";

const actionTo: Record<Exclude<VisaCaseStatus, "Submitted">, VisaCaseAction> = {
  InReview: "review",
  ActionRequired: "request-document",
  Filed: "file",
  Approved: "approve",
  Rejected: "reject",
};
/** The order the actions are offered in: the way forward first, rejecting last. */
const actionOrder: readonly VisaCaseAction[] = ["review", "request-document", "file", "approve", "reject"];

/** What an officer may do on a case in `status` (nothing without `visas:manage`, nothing once final). */
export function visaCaseActionsFor(
  status: VisaCaseStatus,
  session: Pick<OperatorSession, "permissions"> | null,
): VisaCaseAction[] {
  if (!may(session, P.ManageVisas)) return [];
  const allowed = new Set(
    VISA_CASE_MOVES[status].flatMap((to) => (to === "Submitted" ? [] : [actionTo[to]])),
  );
  return actionOrder.filter((action) => allowed.has(action));
}

/** A case's documents by traveller (0-based, in order), then the whole case's (`traveller` null). */
export function documentsByTraveller(
  documents: readonly VisaCaseDocument[],
  travellers: number,
): { traveller: number | null; documents: VisaCaseDocument[] }[] {
  const groups: { traveller: number | null; documents: VisaCaseDocument[] }[] = [];
  const last = Math.max(travellers - 1, ...documents.map((d) => d.traveller ?? -1));
  for (let traveller = 0; traveller <= last; traveller++) {
    groups.push({ traveller, documents: documents.filter((d) => d.traveller === traveller) });
  }
  const whole = documents.filter((d) => d.traveller === null);
  if (whole.length > 0) groups.push({ traveller: null, documents: whole });
  return groups;
}

export const isPicture = (contentType: string) => /^image\/(jpeg|png|webp|gif)$/i.test(contentType);

/** The issued visa's files: PDF, JPG or PNG (the server decides again by content). */
export const VISA_FILE_ACCEPT = "application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png";
const visaFileTypes = ["application/pdf", "image/jpeg", "image/png"];
const visaFileExtension = /\.(pdf|jpe?g|png)$/i;

/** A chosen file's refusal key before it is sent (type by the browser's guess or the name, size). */
export function visaFileError(file: Pick<File, "name" | "type" | "size">): string | null {
  const typed = file.type ? visaFileTypes.includes(file.type) : visaFileExtension.test(file.name);
  if (!typed) return "VISA_FILE_FORMAT_IS_INVALID";
  if (file.size > MAX_UPLOAD_BYTES) return "IMAGE_SIZE_IS_TOO_LARGE";
  return null;
}

/** The approve form's file field of the whole case (`visa`) or of traveller i (`visa[i]`). */
export const visaFilePart = (traveller: number | null) =>
  traveller === null ? "visa" : `visa[${traveller}]`;

/**
 * The approve call's body: each chosen file under its part name, and the message when one is
 * written; or the first field in error (a wrong file on its own field, none at all on `visa`).
 */
export function approveBody(
  files: Readonly<Record<string, File | undefined>>,
  message: string,
): { ok: true; data: FormData } | { ok: false; errors: Record<string, string> } {
  const chosen = Object.entries(files).filter((entry): entry is [string, File] => entry[1] !== undefined);
  const errors: Record<string, string> = {};
  for (const [part, file] of chosen) {
    const error = visaFileError(file);
    if (error) errors[part] = error;
  }
  if (chosen.length === 0) errors.visa = "back-office.visaCase.approve.fileRequired";
  if (message.trim().length > VISA_MESSAGE_MAX_LENGTH) errors.message = "VISA_MESSAGE_TOO_LONG";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const body = new FormData();
  for (const [part, file] of chosen) body.append(part, file, file.name);
  if (message.trim()) body.append("message", message.trim());
  return { ok: true, data: body };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A document kind's name: the application's in the visas' own words, the officers' in ours. */
export function documentKindLabel(t: Translate, kind: string): string {
  return kind === "IssuedVisa" || kind === "Other"
    ? t(`back-office.visaCase.kind.${kind}`)
    : t(`visas.documents.${kind}`, { defaultValue: kind });
}

/** Traveller i's name as the passport writes it ("#3" for one the order does not hold). */
export function travellerName(detail: Pick<VisaCaseDetail, "visa">, index: number): string {
  const traveller = detail.visa.travellers[index];
  return traveller ? `${traveller.firstName} ${traveller.lastName}` : `#${index + 1}`;
}
