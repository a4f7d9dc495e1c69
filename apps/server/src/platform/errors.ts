/**
 * One error type for the whole server and one table from its codes to HTTP statuses
 * (ARCHITECTURE.md "Contracts"). Services throw AppError; the error handler in http.ts turns
 * it into the envelope. Message keys are translation keys the web app shows in the
 * customer's language.
 */
export interface EnvelopeError {
  /** The field (`passengers[0].passportNumber`) or a topic (`otp`, `request`). */
  key: string;
  /** Translation keys (spec §5, §8, or the keys below). */
  messages: string[];
}

export const statusByCode = {
  validation: 400,
  business: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof statusByCode;

/** Keys the platform itself answers with; every locale of the web app translates them. */
export const platformMessageKeys = {
  generic: "GENERIC_ERROR",
  notFound: "NOT_FOUND",
  invalidField: "FIELD_IS_INVALID",
  invalidBody: "REQUEST_BODY_IS_INVALID",
  unauthenticated: "UNAUTHENTICATED",
  forbidden: "FORBIDDEN",
  tooManyRequests: "TOO_MANY_REQUESTS",
  payloadTooLarge: "PAYLOAD_TOO_LARGE",
  unsupportedMediaType: "UNSUPPORTED_MEDIA_TYPE",
  unavailable: "SERVICE_UNAVAILABLE",
} as const;

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly errors: EnvelopeError[],
    /** For the log only; never sent to the client. */
    logMessage?: string,
  ) {
    super(logMessage ?? `${code}: ${errors.map((e) => `${e.key}=${e.messages.join(",")}`).join("; ")}`);
    this.name = "AppError";
    this.status = statusByCode[code];
  }

  static single(code: ErrorCode, key: string, message: string, logMessage?: string): AppError {
    return new AppError(code, [{ key, messages: [message] }], logMessage);
  }

  static notFound(key = "request", message: string = platformMessageKeys.notFound): AppError {
    return AppError.single("not_found", key, message);
  }
}
