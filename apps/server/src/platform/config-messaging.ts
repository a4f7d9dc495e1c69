import { z } from "zod";
import { emptyToUndefined, optionalText, urlWithProtocol, type VariableRules } from "./config-values";

/**
 * The messages sent to customers: SMS, WhatsApp and e-mail. "outbox" keeps messages in the
 * database and shows them at /dev/outbox (never in production).
 */
export const messagingVariables = {
  SMS_PROVIDER: z.enum(["outbox", "http"], { error: "must be outbox or http" }).default("outbox"),
  SMS_HTTP_URL: z.preprocess(emptyToUndefined, urlWithProtocol(["https:", "http:"]).optional()),
  SMS_HTTP_TOKEN: optionalText,
  SMS_SENDER: z.string().default("Rahhal"),
  WHATSAPP_PROVIDER: z
    .enum(["outbox", "cloud-api"], { error: "must be outbox or cloud-api" })
    .default("outbox"),
  WHATSAPP_API_URL: urlWithProtocol(["https:", "http:"]).default("https://graph.facebook.com/v21.0"),
  WHATSAPP_PHONE_NUMBER_ID: optionalText,
  WHATSAPP_ACCESS_TOKEN: optionalText,
  WHATSAPP_OTP_TEMPLATE: z.string().default("otp_code"),
  EMAIL_PROVIDER: z.enum(["outbox", "smtp"], { error: "must be outbox or smtp" }).default("outbox"),
  SMTP_URL: z.preprocess(emptyToUndefined, urlWithProtocol(["smtp:", "smtps:"]).optional()),
  MAIL_FROM: z.string().default("Rahhal <no-reply@rahhal.example>"),
};

export const messagingRules: VariableRules<typeof messagingVariables> = (config, { need, production }) => {
  for (const name of ["SMS_PROVIDER", "WHATSAPP_PROVIDER", "EMAIL_PROVIDER"] as const) {
    need(
      production && config[name] === "outbox",
      name,
      "outbox is for development only; choose a real provider",
    );
  }
  need(
    config.SMS_PROVIDER === "http" && !config.SMS_HTTP_URL,
    "SMS_HTTP_URL",
    "is required when SMS_PROVIDER=http",
  );
  need(
    config.WHATSAPP_PROVIDER === "cloud-api" && !config.WHATSAPP_PHONE_NUMBER_ID,
    "WHATSAPP_PHONE_NUMBER_ID",
    "is required when WHATSAPP_PROVIDER=cloud-api",
  );
  need(
    config.WHATSAPP_PROVIDER === "cloud-api" && !config.WHATSAPP_ACCESS_TOKEN,
    "WHATSAPP_ACCESS_TOKEN",
    "is required when WHATSAPP_PROVIDER=cloud-api",
  );
  need(
    config.EMAIL_PROVIDER === "smtp" && !config.SMTP_URL,
    "SMTP_URL",
    "is required when EMAIL_PROVIDER=smtp",
  );
};
