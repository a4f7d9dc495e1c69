/**
 * The passport-scan call (spec §7 Images: `POST {images}/Blob/ReadMRZ`): one photo of a passport's
 * data page in, the passenger fields its machine-readable zone gives out. Sent with
 * XMLHttpRequest rather than the fetch client (lib/api.ts) only because fetch cannot report upload
 * progress; the answer goes through the same rules: the envelope, ApiError with the server's
 * message keys, 429 → TOO_MANY_REQUESTS, a 401 ends the session (spec §6, §8), 60 s timeout.
 */
import { readMrzResponseSchema, type ScannedPassenger } from "@safar/domain/passport-scan";
import { API_TIMEOUT_MS, ApiError, api, ClientMessageKey } from "../../../lib/api";
import { browserSession } from "../../../lib/session-store";

export type { ScannedPassenger };

export type UploadRequest = {
  url: string;
  body: FormData;
  token: string | undefined;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  /** 0–1 of the request body sent. */
  onUploadProgress?: ((fraction: number) => void) | undefined;
};

/** Sends a POST and answers its status and body text; throws ApiError for a network failure. */
export type UploadTransport = (request: UploadRequest) => Promise<{ status: number; text: string }>;

const networkError = (status: 0 | 408) =>
  new ApiError(status, [{ key: "network", messages: [ClientMessageKey.GENERIC_ERROR] }]);

/** The browser's transport: XMLHttpRequest, for its upload progress events. */
export const xhrTransport: UploadTransport = ({ url, body, token, timeoutMs, signal, onUploadProgress }) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException("The scan was cancelled", "AbortError"));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.timeout = timeoutMs;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => onUploadProgress?.(1);
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(networkError(0));
    xhr.ontimeout = () => reject(networkError(408));
    const abort = () => {
      xhr.abort();
      reject(new DOMException("The scan was cancelled", "AbortError"));
    };
    signal?.addEventListener("abort", abort, { once: true });
    xhr.onloadend = () => signal?.removeEventListener("abort", abort);
    xhr.send(body);
  });

type EnvelopeLike = { data?: unknown; meta?: { errors?: unknown; requestId?: unknown } };

function errorsOf(envelope: EnvelopeLike | undefined): { key: string; messages: string[] }[] {
  const errors = envelope?.meta?.errors;
  if (!Array.isArray(errors)) return [];
  return errors
    .filter((e): e is { key: string; messages?: unknown } => typeof e?.key === "string")
    .map((e) => ({ key: e.key, messages: Array.isArray(e.messages) ? e.messages.map(String) : [] }));
}

/**
 * The scanned passenger from the ReadMRZ answer (status and body text), or the ApiError to show:
 * the server's message keys (INVALID_PASSPORT_IMAGE, IMAGE_FORMAT_IS_INVALID,
 * IMAGE_SIZE_IS_TOO_LARGE ...), TOO_MANY_REQUESTS on 429, GENERIC_ERROR when the answer is no
 * envelope.
 */
export function readScanAnswer(status: number, text: string): ScannedPassenger {
  let json: EnvelopeLike | undefined;
  try {
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    json = typeof parsed === "object" && parsed !== null ? (parsed as EnvelopeLike) : undefined;
  } catch {
    json = undefined;
  }
  const requestId = typeof json?.meta?.requestId === "string" ? json.meta.requestId : undefined;
  const errors = errorsOf(json);
  if (status === 429) {
    throw new ApiError(
      429,
      errors.length > 0 ? errors : [{ key: "rateLimit", messages: [ClientMessageKey.TOO_MANY_REQUESTS] }],
      requestId,
    );
  }
  if (status < 200 || status >= 300) {
    throw new ApiError(
      status,
      errors.length > 0 ? errors : [{ key: "http", messages: [ClientMessageKey.GENERIC_ERROR] }],
      requestId,
      json?.data,
    );
  }
  const data = readMrzResponseSchema.safeParse(json?.data);
  const passenger = data.success ? data.data.passports[0]?.passenger : undefined;
  if (!passenger) {
    throw new ApiError(status, [{ key: "envelope", messages: [ClientMessageKey.GENERIC_ERROR] }], requestId);
  }
  return passenger;
}

export type ScanOptions = {
  /** The booking's passengers (the server refuses more photos than passengers). Default 1. */
  passengerCount?: number;
  signal?: AbortSignal;
  onUploadProgress?: (fraction: number) => void;
  /** Tests and other hosts: defaults are XMLHttpRequest, the browser session and IMAGE_BASE. */
  transport?: UploadTransport;
  getToken?: () => Promise<string | undefined>;
  onUnauthorized?: () => void;
  url?: string;
};

/** Reads one passport photo: the passenger fields, or an ApiError with message keys. */
export async function scanPassport(photo: Blob, options: ScanOptions = {}): Promise<ScannedPassenger> {
  const getToken = options.getToken ?? (() => browserSession().getAccessToken());
  const token = await getToken();
  const body = new FormData();
  body.set("passengerCount", String(options.passengerCount ?? 1));
  body.append("images", photo, "passport.jpg");
  const { status, text } = await (options.transport ?? xhrTransport)({
    url: options.url ?? api().url("Blob/ReadMRZ", "images"),
    body,
    token,
    timeoutMs: API_TIMEOUT_MS,
    signal: options.signal,
    onUploadProgress: options.onUploadProgress,
  });
  if (status === 401) (options.onUnauthorized ?? (() => browserSession().handleUnauthorized()))();
  return readScanAnswer(status, text);
}
