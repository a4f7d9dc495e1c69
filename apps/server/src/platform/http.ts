import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { failure } from "./envelope";
import { AppError, type EnvelopeError, platformMessageKeys } from "./errors";

const MESSAGE_KEY = /^[A-Z][A-Z0-9_]*$/;

/** `/passengers/0/passportNumber` → `passengers[0].passportNumber`. */
export function instancePathToKey(instancePath: string, fallback: string): string {
  const parts = instancePath.split("/").filter(Boolean);
  if (parts.length === 0) return fallback;
  let key = "";
  for (const part of parts) {
    if (/^\d+$/.test(part)) key += `[${part}]`;
    else key += key ? `.${part}` : part;
  }
  return key;
}

/** Groups validation issues by field; schema messages that are spec keys pass through as they are. */
function validationErrors(
  issues: ReadonlyArray<{ instancePath: string; message?: string | undefined }>,
  context: string,
): EnvelopeError[] {
  const byKey = new Map<string, string[]>();
  for (const issue of issues) {
    const key = instancePathToKey(issue.instancePath, context);
    const message =
      issue.message && MESSAGE_KEY.test(issue.message) ? issue.message : platformMessageKeys.invalidField;
    const messages = byKey.get(key) ?? [];
    if (!messages.includes(message)) messages.push(message);
    byKey.set(key, messages);
  }
  return [...byKey].map(([key, messages]) => ({ key, messages }));
}

/** A zod parse failure inside a service as the 400 a route schema would have answered. */
export function validationError(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
  context = "request",
): AppError {
  return new AppError(
    "validation",
    validationErrors(
      issues.map((issue) => ({
        instancePath: `/${issue.path.map(String).join("/")}`,
        message: issue.message,
      })),
      context,
    ),
  );
}

function send(
  reply: FastifyReply,
  status: number,
  errors: EnvelopeError[],
  requestId?: string,
  data?: Record<string, unknown> | null,
) {
  return reply
    .code(status)
    .type("application/json; charset=utf-8")
    .send(failure(errors, requestId, data ?? null));
}

/**
 * The single error path: every thrown error becomes the envelope with a status from the one
 * table in errors.ts. A 5xx never echoes its message; it carries the request id, which is
 * also in the log line with the stack.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    const wait = error.data?.retryAfterSeconds ?? error.data?.remainingSeconds;
    if (error.status === 429 && typeof wait === "number") reply.header("retry-after", String(wait));
    if (error.status >= 500) request.log.error({ err: error }, "application error");
    else request.log.info({ code: error.code, errors: error.errors }, "request refused");
    return send(reply, error.status, error.errors, error.status >= 500 ? request.id : undefined, error.data);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = error.validationContext ?? "request";
    return send(reply, 400, validationErrors(error.validation, context));
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, "response does not match its schema");
    return send(reply, 500, [{ key: "request", messages: [platformMessageKeys.generic] }], request.id);
  }
  const status = error.statusCode ?? 500;
  if (status === 413)
    return send(reply, 413, [{ key: "request", messages: [platformMessageKeys.payloadTooLarge] }]);
  if (status === 415)
    return send(reply, 415, [{ key: "request", messages: [platformMessageKeys.unsupportedMediaType] }]);
  if (status === 429)
    return send(reply, 429, [{ key: "request", messages: [platformMessageKeys.tooManyRequests] }]);
  if (status >= 400 && status < 500) {
    // Fastify's own client errors: malformed JSON, empty body with a JSON content type, ...
    request.log.info({ err: { message: error.message, code: error.code } }, "bad request");
    return send(reply, status, [{ key: "request", messages: [platformMessageKeys.invalidBody] }]);
  }
  request.log.error({ err: error }, "unexpected error");
  return send(reply, 500, [{ key: "request", messages: [platformMessageKeys.generic] }], request.id);
}

/** Unknown paths under the JSON bases answer with the envelope and 404. */
export function envelopeNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, [{ key: "request", messages: [platformMessageKeys.notFound] }], request.id);
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(errorHandler);
}
