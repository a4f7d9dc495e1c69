/**
 * The accounts calls (spec §7 "Accounts host"), parsed with the domain's shapes. Sign-in calls send
 * no Bearer token; per-user calls do (through the session hooks of api.ts).
 */
import {
  type ChangePassword,
  type CurrentUser,
  currentUserSchema,
  type NotificationChannel,
  type OtpCreated,
  otpCreatedSchema,
  type SetPassword,
  type TokenPair,
  tokenPairSchema,
} from "@safar/domain";
import { api } from "./api";

export type OtpChannel = typeof NotificationChannel.Sms | typeof NotificationChannel.Whatsapp;
export type PhoneInput = { phoneNumber: string; dialingCode: string };

const booleanParser = { parse: (value: unknown) => value === true };
const hasPasswordParser = {
  parse: (value: unknown) =>
    typeof value === "object" && value !== null && "hasPassword" in value && value.hasPassword === true,
};

function token(form: Record<string, string>): Promise<TokenPair> {
  return api().request("connect/token", {
    base: "account",
    body: new URLSearchParams(form),
    schema: tokenPairSchema,
    auth: false,
  });
}

export const authApi = {
  createOtp(input: PhoneInput & { channel: OtpChannel }): Promise<OtpCreated> {
    return api().request("otp/create", {
      base: "account",
      body: input,
      schema: otpCreatedSchema,
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
  refresh(refreshToken: string): Promise<TokenPair> {
    return token({ grant_type: "refresh_token", refresh_token: refreshToken });
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
      schema: tokenPairSchema,
      auth: false,
    });
  },
  currentUser(): Promise<CurrentUser> {
    return api().request("api/Account/CurrentUser", { base: "account", schema: currentUserSchema });
  },
  updateAccount(input: { firstName: string; lastName: string; email?: string }): Promise<CurrentUser> {
    return api().request("api/Account/Update", { base: "account", body: input, schema: currentUserSchema });
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
