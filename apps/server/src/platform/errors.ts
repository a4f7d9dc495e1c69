import { UserMessageKey } from "@safar/domain/user-messages";

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
  generic: UserMessageKey.GENERIC_ERROR,
  notFound: UserMessageKey.NOT_FOUND,
  invalidField: UserMessageKey.FIELD_IS_INVALID,
  invalidBody: UserMessageKey.REQUEST_BODY_IS_INVALID,
  unauthenticated: UserMessageKey.UNAUTHENTICATED,
  forbidden: UserMessageKey.FORBIDDEN,
  tooManyRequests: UserMessageKey.TOO_MANY_REQUESTS,
  payloadTooLarge: UserMessageKey.PAYLOAD_TOO_LARGE,
  unsupportedMediaType: UserMessageKey.UNSUPPORTED_MEDIA_TYPE,
  unavailable: UserMessageKey.SERVICE_UNAVAILABLE,
} as const;

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly errors: EnvelopeError[],
    /** For the log only; never sent to the client. */
    logMessage?: string,
    /** Extra facts the client may act on (e.g. seconds until a new code may be asked for). */
    readonly data: Record<string, unknown> | null = null,
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
