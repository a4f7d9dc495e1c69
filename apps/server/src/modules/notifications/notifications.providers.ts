import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { AppConfig } from "../../platform/config";
import type { OutgoingMessage } from "./notifications.types";

export interface NotificationProvider {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

export class ProviderError extends Error {
  constructor(provider: string, detail: string) {
    super(`${provider}: ${detail}`);
    this.name = "ProviderError";
  }
}

const TIMEOUT_MS = 10_000;

async function postJson(provider: string, url: string, token: string | undefined, body: unknown) {
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) {
    const detail = (await response.text()).slice(0, 300);
    throw new ProviderError(provider, `HTTP ${response.status} ${detail}`);
  }
  return response.json().catch(() => ({}) as unknown);
}

/**
 * A plain HTTP SMS gateway: POST {to, from, text} as JSON with a bearer token. Most Iraqi and
 * Iranian SMS aggregators offer this shape; adapt the body here for one that differs.
 */
export function createHttpSmsProvider(config: AppConfig): NotificationProvider {
  const url = config.SMS_HTTP_URL;
  if (!url) throw new Error("SMS_HTTP_URL is not set");
  return {
    name: "sms-http",
    async send(message) {
      await postJson("sms-http", url, config.SMS_HTTP_TOKEN, {
        to: message.to,
        from: config.SMS_SENDER,
        text: message.text,
      });
    },
  };
}

/**
 * WhatsApp Cloud API: a template message (business-initiated messages must use an approved
 * template). The code goes in the body parameter and, for authentication templates, in the
 * copy-code button.
 */
export function createWhatsappCloudProvider(config: AppConfig): NotificationProvider {
  const base = config.WHATSAPP_API_URL.replace(/\/$/, "");
  const url = `${base}/${config.WHATSAPP_PHONE_NUMBER_ID}/messages`;
  return {
    name: "whatsapp-cloud-api",
    async send(message) {
      const template = message.template;
      if (!template) throw new ProviderError("whatsapp-cloud-api", "a template is required");
      const parameters = template.parameters.map((text) => ({ type: "text", text }));
      await postJson("whatsapp-cloud-api", url, config.WHATSAPP_ACCESS_TOKEN, {
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to: message.to.replace(/^\+/, ""),
        type: "template",
        template: {
          name: template.name,
          language: { code: template.language },
          components: [
            { type: "body", parameters },
            { type: "button", sub_type: "url", index: "0", parameters: parameters.slice(0, 1) },
          ],
        },
      });
    },
  };
}

export function createSmtpProvider(config: AppConfig): NotificationProvider {
  if (!config.SMTP_URL) throw new Error("SMTP_URL is not set");
  const transport = nodemailer.createTransport(config.SMTP_URL);
  return {
    name: "smtp",
    async send(message) {
      await transport.sendMail({
        from: config.MAIL_FROM,
        to: message.to,
        subject: message.subject ?? "",
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.attachments ? { attachments: message.attachments } : {}),
      });
    },
  };
}

export interface OutboxStore {
  insert(message: {
    channel: number;
    recipient: string;
    subject: string | null;
    body: string;
  }): Promise<void>;
}

/** Development: keeps the message in the outbox table and prints it to the log. */
export function createOutboxProvider(store: OutboxStore, log: FastifyBaseLogger): NotificationProvider {
  return {
    name: "outbox",
    async send(message) {
      await store.insert({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject ?? null,
        body: message.attachments?.length
          ? `${message.text}\n\n${message.attachments
              .map((a) => `[attachment: ${a.filename}, ${a.contentType}, ${a.content.length} bytes]`)
              .join("\n")}`
          : message.text,
      });
      log.info({ channel: message.channel, to: message.to, text: message.text }, "outbox: message kept");
    },
  };
}
