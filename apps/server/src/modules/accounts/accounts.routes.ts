import { changePasswordSchema, setPasswordSchema } from "@safar/domain";
import { otpCreatedSchema, tokenPairSchema, currentUserSchema as userSchema } from "@safar/domain/account";
import { UserMessageKey } from "@safar/domain/user-messages";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { currentUserId } from "../../platform/auth";
import { envelopeOf, ok } from "../../platform/envelope";
import { AppError } from "../../platform/errors";
import { requestLocale } from "../../platform/locale";
import type { AppInstance } from "../../platform/types";
import type { AccountsService } from "./accounts.service";
import type { RefreshCookie } from "./refresh-cookie";
import type { TokenPair } from "./tokens";

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
const dialingCode = z
  .string({ error: UserMessageKey.DIALING_CODE_IS_INVALID })
  .trim()
  .regex(/^\+?\d{1,4}$/, UserMessageKey.DIALING_CODE_IS_INVALID);
const phoneBody = {
  phoneNumber: required("PL_ENTER_YOUR_CALL_NUMBER"),
  dialingCode,
};

/** Form fields of the token endpoint (OAuth 2 names); which are required depends on the grant. */
const tokenForm = z.object({
  grant_type: z.string({ error: UserMessageKey.UNSUPPORTED_GRANT_TYPE }),
  username: z.string().optional(),
  password: z.string().optional(),
  phone_number: z.string().optional(),
  dialing_code: z.string().optional(),
  code: z.string().optional(),
  refresh_token: z.string().optional(),
  client_id: z.string().optional(),
  scope: z.string().optional(),
});

const nameSchema = z
  .string({ error: "PL_ENTER_YOUR_NAME" })
  .trim()
  .min(1, "PL_ENTER_YOUR_NAME")
  .max(60, UserMessageKey.NAME_IS_INVALID)
  .regex(/^[\p{L}\p{M}' .-]+$/u, UserMessageKey.NAME_IS_INVALID);

function missing(key: string, message: string): never {
  throw AppError.single("validation", key, message);
}

export function accountsRoutes(
  app: AppInstance,
  service: AccountsService,
  requireUser: (request: FastifyRequest) => Promise<void>,
  refreshCookie: RefreshCookie,
) {
  /**
   * A new pair as the caller asked for it: the web app (X-Token-Transport: cookie) gets its
   * refresh token in the HttpOnly cookie and not in the body, out of any script's reach; other
   * clients get it in the body.
   */
  function deliver(request: FastifyRequest, reply: FastifyReply, pair: TokenPair) {
    if (!refreshCookie.wanted(request)) return pair;
    refreshCookie.set(reply, pair.refresh_token);
    const { refresh_token: _inCookie, ...rest } = pair;
    return rest;
  }

  /** The refresh grant: the form's token, else the cookie's (a refused cookie is cleared). */
  async function refresh(request: FastifyRequest, reply: FastifyReply, formToken: string | undefined) {
    if (formToken) return service.refresh(formToken);
    const cookieToken = refreshCookie.read(request);
    if (!cookieToken) missing("refresh_token", UserMessageKey.SESSION_EXPIRED);
    try {
      return await service.refresh(cookieToken);
    } catch (error) {
      if (error instanceof AppError && error.status === 401) refreshCookie.clear(reply);
      throw error;
    }
  }

  app.post(
    "/account/connect/token",
    {
      schema: {
        tags: ["accounts"],
        summary:
          "Token endpoint (form-urlencoded): grants password, otp and refresh_token. With `X-Token-Transport: cookie` the refresh token goes to an HttpOnly cookie instead of the body, and a refresh_token grant without a token uses that cookie (same-origin calls only).",
        consumes: ["application/x-www-form-urlencoded"],
        body: tokenForm,
        response: { 200: envelopeOf(tokenPairSchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const form = request.body;
      switch (form.grant_type) {
        case "password":
          return ok(
            deliver(
              request,
              reply,
              await service.signInWithPassword({
                username: form.username?.trim() || missing("username", UserMessageKey.PL_ENTER_USERNAME),
                password: form.password || missing("password", "PL_ENTER_YOUR_PASSWORD"),
                ip: request.ip,
              }),
            ),
          );
        case "otp":
          return ok(
            deliver(
              request,
              reply,
              await service.signInWithCode({
                phoneNumber:
                  form.phone_number?.trim() || missing("phone_number", "PL_ENTER_YOUR_CALL_NUMBER"),
                dialingCode: form.dialing_code?.trim() || "+964",
                code: /^\d{4}$/.test(form.code?.trim() ?? "")
                  ? form.code!.trim()
                  : missing("code", UserMessageKey.PL_ENTER_OTP_CODE),
                ip: request.ip,
              }),
            ),
          );
        case "refresh_token":
          return ok(deliver(request, reply, await refresh(request, reply, form.refresh_token)));
        default:
          throw AppError.single("validation", "grant_type", UserMessageKey.UNSUPPORTED_GRANT_TYPE);
      }
    },
  );

  app.post(
    "/account/otp/create",
    {
      schema: {
        tags: ["accounts"],
        summary: "Send a 4-digit sign-in code by SMS (1) or WhatsApp (4)",
        body: z.object({
          ...phoneBody,
          channel: z
            .union([z.literal(1), z.literal(4)], { error: UserMessageKey.OTP_CHANNEL_IS_INVALID })
            .default(1),
        }),
        response: {
          200: envelopeOf(otpCreatedSchema),
        },
      },
    },
    async (request) =>
      ok(
        await service.requestCode({
          phoneNumber: request.body.phoneNumber,
          dialingCode: request.body.dialingCode,
          channel: request.body.channel,
          locale: requestLocale(request),
          ip: request.ip,
        }),
      ),
  );

  app.post(
    "/account/otp/UserHasPassword",
    {
      schema: {
        tags: ["accounts"],
        summary: "Whether the account of a phone number can sign in with a password",
        body: z.object(phoneBody),
        response: { 200: envelopeOf(z.object({ hasPassword: z.boolean() })) },
      },
    },
    async (request) => ok(await service.userHasPassword({ ...request.body, ip: request.ip })),
  );

  app.post(
    "/account/api/ExternalLogin/VerifyGmailToken",
    {
      schema: {
        tags: ["accounts"],
        summary: "Sign in (or up) with a Google ID token",
        body: z.object({ jwt: required(UserMessageKey.GOOGLE_SIGN_IN_FAILED) }),
        response: { 200: envelopeOf(tokenPairSchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(deliver(request, reply, await service.signInWithGoogle(request.body.jwt)));
    },
  );

  app.post(
    "/account/connect/revocation",
    {
      schema: {
        tags: ["accounts"],
        summary:
          "Sign-out (RFC 7009): revokes a refresh token and its family; without `token`, the one of the web app's HttpOnly cookie (same-origin calls only), which is cleared",
        consumes: ["application/x-www-form-urlencoded"],
        body: z
          .object({
            token: z.string().optional(),
            token_type_hint: z.string().optional(),
          })
          .optional(),
        response: { 200: envelopeOf(z.boolean()) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const token = request.body?.token || refreshCookie.read(request);
      if (token) await service.signOut(token);
      refreshCookie.clear(reply);
      return ok(true);
    },
  );

  app.get(
    "/account/api/Account/CurrentUser",
    {
      onRequest: requireUser,
      schema: {
        tags: ["accounts"],
        summary: "The signed-in customer",
        security: [{ bearer: [] }],
        response: { 200: envelopeOf(userSchema) },
      },
    },
    async (request) => ok(await service.currentUser(currentUserId(request))),
  );

  app.post(
    "/account/api/Account/Update",
    {
      onRequest: requireUser,
      schema: {
        tags: ["accounts"],
        summary: "Update name and e-mail",
        body: z.object({
          firstName: nameSchema,
          lastName: nameSchema,
          email: z.preprocess(
            (value) => (value === "" || value === null ? undefined : value),
            z.email({ error: "EMAIL_IS_INVALID" }).optional(),
          ),
        }),
        response: { 200: envelopeOf(userSchema) },
      },
    },
    async (request) => ok(await service.updateProfile(currentUserId(request), request.body)),
  );

  app.post(
    "/account/api/Account/ChangePassword",
    {
      onRequest: requireUser,
      schema: {
        tags: ["accounts"],
        summary: "Change the password (old, new, repeat)",
        body: changePasswordSchema,
        response: { 200: envelopeOf(z.boolean()) },
      },
    },
    async (request) => {
      await service.changePassword(currentUserId(request), request.body);
      return ok(true);
    },
  );

  app.post(
    "/account/api/account/CurrentUserSetFirstPassword",
    {
      onRequest: requireUser,
      schema: {
        tags: ["accounts"],
        summary: "Set a first password on an account made by a one-time code",
        body: setPasswordSchema,
        response: { 200: envelopeOf(z.boolean()) },
      },
    },
    async (request) => {
      await service.setFirstPassword(currentUserId(request), request.body.password);
      return ok(true);
    },
  );
}
