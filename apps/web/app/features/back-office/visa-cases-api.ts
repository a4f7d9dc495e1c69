/**
 * The visa officers' calls (`/api/back-office/visa-cases…`, issue 15), each answer parsed with the
 * domain's schema; every action answers the case as it stands after it. A document's bytes are read
 * by the browser itself (`<img src>`, a link): the same-site session cookie goes along.
 */
import { visaCaseDetailSchema, visaCaseQueueSchema } from "@safar/domain";
import { api } from "../../lib/api";
import { get, post } from "./back-office-api";
import { type VisaCaseAction, type VisaCasesFilter, visaCasesQuery } from "./visa-case-rules";

const at = (orderId: string) => `visa-cases/${encodeURIComponent(orderId)}`;

export const listVisaCases = (filter: VisaCasesFilter, signal?: AbortSignal) =>
  get("visa-cases", visaCaseQueueSchema, signal, visaCasesQuery(filter));

export const getVisaCase = (orderId: string, signal?: AbortSignal) =>
  get(at(orderId), visaCaseDetailSchema, signal);

/** An action's call: JSON (`{message}`, `{message, traveller, kind}`, `{reason}`) or, to approve, the files. */
export const actOnVisaCase = (orderId: string, action: VisaCaseAction, body: FormData | object) =>
  post(`${at(orderId)}/${action}`, body, visaCaseDetailSchema);

/** The address of a document's bytes (a picture's `src`, a PDF's link). */
export const visaDocumentUrl = (orderId: string, documentId: string) =>
  api().url(`back-office/${at(orderId)}/documents/${encodeURIComponent(documentId)}`, "api");
