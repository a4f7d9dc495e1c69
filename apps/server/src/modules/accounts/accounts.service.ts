import { randomBytes, randomInt } from "node:crypto";
import { hash as argonHash, verify as argonVerify } from "@node-rs/argon2";
import { toNationalPhoneNumber } from "@safar/domain";
import type { CurrentUser } from "@safar/domain/current-user";
import type { Locale } from "@safar/domain/site-config";
import { UserMessageKey } from "@safar/domain/user-messages";
import { type Database, isUniqueViolation } from "../../platform/db";
import { AppError } from "../../platform/errors";
import type { RateLimiter } from "../../platform/rate-limit";
import type { NotificationService } from "../notifications/notifications.service";
import type { Channel } from "../notifications/notifications.types";
import type { AccountsRepository, UserRow } from "./accounts.repository";
import type { GoogleIdentity } from "./google";
import { hashCode, sameHash, type TokenService } from "./tokens";

/** Business constants of sign-in (spec §4, §9 and the accounts issue). */
export const OTP = {
  digits: 4,
  ttlSeconds: 120,
  /** A new code for the same phone only after this countdown. */
  resendAfterSeconds: 120,
  maxAttemptsPerCode: 5,
  codesPerPhonePerHour: 5,
  codesPerIpPerHour: 20,
  /** Wrong codes per phone per hour, across codes: what an attacker gets at most. */
  wrongCodesPerPhonePerHour: 10,
  wrongCodesPerIpPerHour: 30,
} as const;

export const PASSWORD_LIMITS = {
  perAccount: { name: "password:account", max: 10, windowSeconds: 900 },
  perIp: { name: "password:ip", max: 30, windowSeconds: 900 },
} as const;

const OTP_LIMITS = {
  codesPerIp: { name: "otp-create:ip", max: OTP.codesPerIpPerHour, windowSeconds: 3600 },
  wrongPerPhone: { name: "otp-wrong:phone", max: OTP.wrongCodesPerPhonePerHour, windowSeconds: 3600 },
  wrongPerIp: { name: "otp-wrong:ip", max: OTP.wrongCodesPerIpPerHour, windowSeconds: 3600 },
  hasPasswordPerIp: { name: "has-password:ip", max: 60, windowSeconds: 3600 },
} as const;

export type OtpChannel = typeof Channel.Sms | typeof Channel.Whatsapp;

const otpText: Record<Locale, (code: string) => string> = {
  ar: (code) => `رمز الدخول إلى رحّال: ${code}\nصالح لمدة دقيقتين. لا تشاركه مع أي أحد.`,
  fa: (code) => `کد ورود به رحّال: ${code}\nتا دو دقیقه معتبر است. آن را به کسی ندهید.`,
  en: (code) => `Your Rahhal sign-in code: ${code}\nValid for 2 minutes. Do not share it with anyone.`,
};

const fieldError = (key: string, message: string, log?: string) =>
  AppError.single("business", key, message, log);

/** `+964` and `7801234567` (or `07801234567`) → `+9647801234567`; undefined when either is malformed. */
export function toE164(dialingCode: string, phoneNumber: string): string | undefined {
  const code = dialingCode.trim().replace(/^\+/, "").replace(/^00/, "");
  if (!/^\d{1,4}$/.test(code)) return undefined;
  const national = toNationalPhoneNumber(phoneNumber);
  return national ? `+${code}${national}` : undefined;
}

/** A password-grant username: an e-mail address, or a phone number with its dialing code. */
export function parseUsername(username: string): { email: string } | { phoneNumber: string } | undefined {
  const value = username.trim();
  if (value.includes("@")) return { email: value.toLowerCase() };
  const digits = value.replace(/[\s()-]/g, "").replace(/^00/, "+");
  return /^\+?\d{8,15}$/.test(digits) ? { phoneNumber: `+${digits.replace(/^\+/, "")}` } : undefined;
}

/** The customer as CurrentUser answers it: the domain's shape (current-user.ts). */
export type PublicUser = CurrentUser;

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    dialingCode: row.dialingCode,
    hasPassword: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createAccountsService(deps: {
  repository: AccountsRepository;
  tokens: TokenService;
  limiter: RateLimiter;
  notifications: NotificationService;
  codeSecret: string;
  /** New codes one address may ask for per hour (OTP_CODES_PER_IP_PER_HOUR; default 20). */
  codesPerIpPerHour?: number;
  verifyGoogleToken?: ((idToken: string) => Promise<GoogleIdentity | undefined>) | undefined;
}) {
  const { repository, tokens, limiter, notifications } = deps;
  // Verifying against a real hash when the account does not exist keeps both answers equally slow.
  const decoyHash = argonHash(randomBytes(16).toString("hex"));

  const activeUser = (user: UserRow) => {
    if (user.status !== "active")
      throw AppError.single("forbidden", "user", UserMessageKey.ACCOUNT_SUSPENDED);
    return user;
  };

  async function signIn(user: UserRow) {
    activeUser(user);
    await repository.touchSignIn(user.id);
    return tokens.issue(user.id);
  }

  return {
    async requestCode(input: {
      dialingCode: string;
      phoneNumber: string;
      channel: OtpChannel;
      locale: Locale;
      ip: string;
    }) {
      const phoneNumber = toE164(input.dialingCode, input.phoneNumber);
      if (!phoneNumber) throw fieldError("phoneNumber", "PHONE_NUMBER_IS_INVALID");
      await limiter.hit(
        { ...OTP_LIMITS.codesPerIp, max: deps.codesPerIpPerHour ?? OTP.codesPerIpPerHour },
        input.ip,
        UserMessageKey.TOO_MANY_CODE_REQUESTS,
      );

      const latest = await repository.latestCode(phoneNumber);
      if (latest) {
        const waited = (Date.now() - latest.createdAt.getTime()) / 1000;
        if (waited < OTP.resendAfterSeconds) {
          const remainingSeconds = Math.ceil(OTP.resendAfterSeconds - waited);
          throw new AppError(
            "rate_limited",
            [{ key: "otp", messages: [UserMessageKey.TOO_MANY_CODE_REQUESTS] }],
            "code asked for again before the countdown",
            { remainingSeconds },
          );
        }
      }
      if (
        (await repository.countCodesSince(phoneNumber, new Date(Date.now() - 3_600_000))) >=
        OTP.codesPerPhonePerHour
      ) {
        throw new AppError(
          "rate_limited",
          [{ key: "otp", messages: [UserMessageKey.TOO_MANY_CODE_REQUESTS] }],
          "hourly code limit per phone",
        );
      }

      const code = String(randomInt(0, 10 ** OTP.digits)).padStart(OTP.digits, "0");
      const stored = await repository.insertCode({
        phoneNumber,
        codeHash: hashCode(deps.codeSecret, phoneNumber, code),
        channel: input.channel,
        expiresAt: new Date(Date.now() + OTP.ttlSeconds * 1000),
        requestIp: input.ip,
      });
      try {
        await notifications.send({
          channel: input.channel,
          to: phoneNumber,
          text: otpText[input.locale](code),
          template: { name: "otp_code", language: input.locale, parameters: [code] },
        });
      } catch (error) {
        // Not delivered: forget the code so that the countdown does not block a retry.
        await repository.deleteCode(stored.id);
        throw new AppError(
          "unavailable",
          [{ key: "otp", messages: [UserMessageKey.SERVICE_UNAVAILABLE] }],
          `code not delivered: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      return {
        remainingSeconds: OTP.resendAfterSeconds,
        expiresInSeconds: OTP.ttlSeconds,
        channel: input.channel,
      };
    },

    async signInWithCode(input: { dialingCode: string; phoneNumber: string; code: string; ip: string }) {
      const phoneNumber = toE164(input.dialingCode, input.phoneNumber);
      if (!phoneNumber) throw fieldError("phoneNumber", "PHONE_NUMBER_IS_INVALID");
      // Every try is counted before the code is looked at (atomically, so concurrent guesses
      // cannot all pass), and given back when the code was right. Past the hourly limit of wrong
      // codes even the right code is refused.
      const attempt = await limiter.reserveAll([
        { limit: OTP_LIMITS.wrongPerPhone, subject: phoneNumber, message: UserMessageKey.TOO_MANY_REQUESTS },
        { limit: OTP_LIMITS.wrongPerIp, subject: input.ip, message: UserMessageKey.TOO_MANY_REQUESTS },
      ]);

      const wrong = (message: string, log: string) => fieldError("otp", message, log);

      const latest = await repository.latestCode(phoneNumber);
      if (!latest || latest.consumedAt || latest.supersededAt)
        throw wrong(UserMessageKey.WRONG_OTP_CODE, "no live code");
      if (latest.attempts >= OTP.maxAttemptsPerCode)
        throw wrong(UserMessageKey.WRONG_OTP_CODE, "code is dead");
      if (latest.expiresAt.getTime() <= Date.now())
        throw wrong(UserMessageKey.OTP_CODE_EXPIRED, "code expired");

      const digits = input.code.trim();
      if (!sameHash(hashCode(deps.codeSecret, phoneNumber, digits), latest.codeHash)) {
        await repository.addCodeAttempt(latest.id);
        throw wrong(UserMessageKey.WRONG_OTP_CODE, "wrong code");
      }
      if (!(await repository.consumeCode(latest.id, OTP.maxAttemptsPerCode))) {
        throw wrong(UserMessageKey.WRONG_OTP_CODE, "code used concurrently");
      }
      await attempt.release();
      const user = await repository.findOrCreateUserByPhone(
        phoneNumber,
        `+${input.dialingCode.replace(/^\+/, "")}`,
      );
      return signIn(user);
    },

    async signInWithPassword(input: { username: string; password: string; ip: string }) {
      const parsed = parseUsername(input.username);
      const subject = parsed
        ? "email" in parsed
          ? parsed.email
          : parsed.phoneNumber
        : input.username.trim();
      // Counted before the hash (atomically: concurrent guesses cannot all be evaluated), given
      // back when the password was right.
      const attempt = await limiter.reserveAll([
        { limit: PASSWORD_LIMITS.perAccount, subject },
        { limit: PASSWORD_LIMITS.perIp, subject: input.ip },
      ]);
      const user = parsed
        ? "email" in parsed
          ? await repository.findUserByEmail(parsed.email)
          : await repository.findUserByPhone(parsed.phoneNumber)
        : undefined;
      let valid = false;
      if (user?.passwordHash) valid = await argonVerify(user.passwordHash, input.password);
      else await argonVerify(await decoyHash, input.password);
      if (!user || !valid) {
        throw fieldError("password", UserMessageKey.WRONG_PASSWORD, "wrong username or password");
      }
      await attempt.release();
      return signIn(user);
    },

    refresh: (refreshToken: string) => tokens.refresh(refreshToken),

    /** Sign-out: the refresh token (and every token of its family) refreshes no more. */
    signOut: (refreshToken: string) => tokens.revoke(refreshToken),

    async signInWithGoogle(idToken: string) {
      if (!deps.verifyGoogleToken) {
        throw fieldError("jwt", UserMessageKey.GOOGLE_SIGN_IN_NOT_CONFIGURED);
      }
      const identity = await deps.verifyGoogleToken(idToken);
      if (!identity) throw AppError.single("unauthenticated", "jwt", UserMessageKey.GOOGLE_SIGN_IN_FAILED);
      let user = await repository.findUserByGoogleSubject(identity.subject);
      if (!user && identity.email && identity.emailVerified) {
        const byEmail = await repository.findUserByEmail(identity.email);
        if (byEmail) user = await repository.updateUser(byEmail.id, { googleSubject: identity.subject });
      }
      user ??= await repository.createUser({
        googleSubject: identity.subject,
        email: identity.emailVerified ? (identity.email ?? null) : null,
        firstName: identity.givenName ?? null,
        lastName: identity.familyName ?? null,
      });
      return signIn(user);
    },

    async userHasPassword(input: { dialingCode: string; phoneNumber: string; ip: string }) {
      await limiter.hit(OTP_LIMITS.hasPasswordPerIp, input.ip);
      const phoneNumber = toE164(input.dialingCode, input.phoneNumber);
      if (!phoneNumber) throw fieldError("phoneNumber", "PHONE_NUMBER_IS_INVALID");
      const user = await repository.findUserByPhone(phoneNumber);
      return { hasPassword: Boolean(user?.passwordHash) };
    },

    /** The id of the customer with this phone number, or undefined (development tools, back office). */
    async findUserId(input: { dialingCode?: string; phoneNumber?: string; userId?: string }) {
      if (input.userId) return (await repository.findUserById(input.userId))?.id;
      if (!input.phoneNumber) return undefined;
      const phoneNumber = input.phoneNumber.trim().startsWith("+")
        ? parseUsername(input.phoneNumber)
        : { phoneNumber: toE164(input.dialingCode ?? "+964", input.phoneNumber) };
      if (!phoneNumber || !("phoneNumber" in phoneNumber) || !phoneNumber.phoneNumber) return undefined;
      return (await repository.findUserByPhone(phoneNumber.phoneNumber))?.id;
    },

    /**
     * For the orders module, inside its transaction: the customer's row locked until it commits (so
     * two bookings counting the same customer's open stays run one after the other), and whether the
     * account has a verified phone (a number is only ever set by signing in with a code sent to it).
     * Undefined for no such active customer.
     */
    async lockCustomer(tx: Database, userId: string): Promise<{ verifiedPhone: boolean } | undefined> {
      const user = await repository.lockUser(tx, userId);
      if (user?.status !== "active") return undefined;
      return { verifiedPhone: user.phoneNumber !== null };
    },

    async currentUser(userId: string) {
      const user = await repository.findUserById(userId);
      if (!user) throw AppError.single("unauthenticated", "user", UserMessageKey.UNAUTHENTICATED);
      return toPublicUser(activeUser(user));
    },

    async updateProfile(
      userId: string,
      input: { firstName: string; lastName: string; email?: string | undefined },
    ) {
      const email = input.email?.toLowerCase();
      if (email) {
        const owner = await repository.findUserByEmail(email);
        if (owner && owner.id !== userId) throw fieldError("email", UserMessageKey.EMAIL_ALREADY_USED);
      }
      try {
        const user = await repository.updateUser(userId, {
          firstName: input.firstName,
          lastName: input.lastName,
          email: email ?? null,
        });
        if (!user) throw AppError.single("unauthenticated", "user", UserMessageKey.UNAUTHENTICATED);
        return toPublicUser(user);
      } catch (error) {
        // Two accounts claiming the same address at once: the unique index decides.
        if (isUniqueViolation(error)) throw fieldError("email", UserMessageKey.EMAIL_ALREADY_USED);
        throw error;
      }
    },

    async changePassword(userId: string, input: { oldPassword: string; newPassword: string }) {
      const user = await repository.findUserById(userId);
      if (!user) throw AppError.single("unauthenticated", "user", UserMessageKey.UNAUTHENTICATED);
      if (!user.passwordHash) throw fieldError("oldPassword", UserMessageKey.PASSWORD_NOT_SET);
      await limiter.check(PASSWORD_LIMITS.perAccount, user.id);
      if (!(await argonVerify(user.passwordHash, input.oldPassword))) {
        await limiter.hit(PASSWORD_LIMITS.perAccount, user.id);
        throw fieldError("oldPassword", UserMessageKey.WRONG_PASSWORD);
      }
      await repository.updateUser(userId, { passwordHash: await argonHash(input.newPassword) });
    },

    async setFirstPassword(userId: string, password: string) {
      const hashed = await argonHash(password);
      if (!(await repository.setFirstPassword(userId, hashed))) {
        throw fieldError("password", UserMessageKey.PASSWORD_ALREADY_SET);
      }
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
