/**
 * The accounts calls (spec §7 "Accounts host"), parsed with the domain's shapes. Sign-in calls send
 * no Bearer token; per-user calls do (through the session hooks of api.ts). Every call that gets
 * tokens asks for the refresh token in the server's HttpOnly cookie (`X-Token-Transport: cookie`,
 * decision 009): the answer then carries none, and the refresh and sign-out calls send it by the
 * cookie alone (the browser does; the accounts base must be on the site's own origin).
 *
 * No zod in this module (decision 031): every signed-in page loads it for CurrentUser, read by the
 * domain's zod-free reader; the sign-in calls load their schemas beside the call.
 */
import type {
  ChangePassword,
  CurrentUser,
  NotificationChannel,
  OtpCreated,
  SetPassword,
  TokenPair,
} from "@safar/domain";
import { readCurrentUser } from "@safar/domain/current-user";
import { api } from "./api";
import { parsedBeside } from "./lazy-parser";

export type OtpChannel = typeof NotificationChannel.Sms | typeof NotificationChannel.Whatsapp;
export type PhoneInput = { phoneNumber: string; dialingCode: string };

type AccountSchemas = typeof import("@safar/domain/account");
const accountSchema = <T>(pick: (schemas: AccountSchemas) => { parse(input: unknown): T }) =>
  parsedBeside(() => import("@safar/domain/account").then(pick));
const currentUserParser = { parse: readCurrentUser };

const booleanParser = { parse: (value: unknown) => value === true };
const hasPasswordParser = {
  parse: (value: unknown) =>
    typeof value === "object" && value !== null && "hasPassword" in value && value.hasPassword === true,
};

/** The header by which the web app asks for its refresh token in the HttpOnly cookie. */
export const COOKIE_TRANSPORT = { "X-Token-Transport": "cookie" } as const;

function token(form: Record<string, string>): Promise<TokenPair> {
  return api().request("connect/token", {
    base: "account",
    body: new URLSearchParams(form),
    headers: COOKIE_TRANSPORT,
    schema: accountSchema((schemas) => schemas.tokenPairSchema),
    auth: false,
  });
}

export const authApi = {
  createOtp(input: PhoneInput & { channel: OtpChannel }): Promise<OtpCreated> {
    return api().request("otp/create", {
      base: "account",
      body: input,
      schema: accountSchema((schemas) => schemas.otpCreatedSchema),
      auth: false,
    });
  },
  signInWithOtp(input: PhoneInput & { code: string }): Promise<TokenPair> {
    return token({
      grant_type: "otp",
      phone_number: input.phoneNumber,
      dialing_code: input.dialingCode,
      code: input.code,
    });
  },
  /** username: the phone in E.164 (dialing code + national number) or an e-mail address. */
  signInWithPassword(username: string, password: string): Promise<TokenPair> {
    return token({ grant_type: "password", username, password });
  },
  /** A new pair for the cookie's refresh token (or a legacy one, moved into the cookie by this call). */
  refresh(legacyRefreshToken?: string): Promise<TokenPair> {
    return token({
      grant_type: "refresh_token",
      ...(legacyRefreshToken ? { refresh_token: legacyRefreshToken } : {}),
    });
  },
  /** Sign-out (RFC 7009 revocation): the server revokes the refresh token and clears its cookie. */
  async signOut(legacyRefreshToken?: string): Promise<void> {
    await api().request("connect/revocation", {
      base: "account",
      body: new URLSearchParams({
        token_type_hint: "refresh_token",
        ...(legacyRefreshToken ? { token: legacyRefreshToken } : {}),
      }),
      schema: booleanParser,
      auth: false,
    });
  },
  userHasPassword(input: PhoneInput): Promise<boolean> {
    return api().request("otp/UserHasPassword", {
      base: "account",
      body: input,
      schema: hasPasswordParser,
      auth: false,
    });
  },
  verifyGoogleToken(jwt: string): Promise<TokenPair> {
    return api().request("api/ExternalLogin/VerifyGmailToken", {
      base: "account",
      body: { jwt },
      headers: COOKIE_TRANSPORT,
      schema: accountSchema((schemas) => schemas.tokenPairSchema),
      auth: false,
    });
  },
  currentUser(): Promise<CurrentUser> {
    return api().request("api/Account/CurrentUser", { base: "account", schema: currentUserParser });
  },
  updateAccount(input: { firstName: string; lastName: string; email?: string }): Promise<CurrentUser> {
    return api().request("api/Account/Update", { base: "account", body: input, schema: currentUserParser });
  },
  changePassword(input: ChangePassword): Promise<boolean> {
    return api().request("api/Account/ChangePassword", {
      base: "account",
      body: input,
      schema: booleanParser,
    });
  },
  setFirstPassword(input: SetPassword): Promise<boolean> {
    return api().request("api/account/CurrentUserSetFirstPassword", {
      base: "account",
      body: input,
      schema: booleanParser,
    });
  },
};
