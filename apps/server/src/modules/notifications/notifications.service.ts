import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../platform/config";
import type { Database } from "../../platform/db";
import {
  createHttpSmsProvider,
  createOutboxProvider,
  createSmtpProvider,
  createWhatsappCloudProvider,
  type NotificationProvider,
} from "./notifications.providers";
import { createOutboxRepository } from "./notifications.repository";
import { Channel, type OutgoingMessage } from "./notifications.types";

/** Sends a message through the provider configured for its channel. */
export function createNotificationService(config: AppConfig, db: Database, log: FastifyBaseLogger) {
  const outbox = createOutboxRepository(db);
  const outboxProvider = createOutboxProvider(outbox, log);
  const providers: Partial<Record<Channel, NotificationProvider>> = {
    [Channel.Sms]: config.SMS_PROVIDER === "http" ? createHttpSmsProvider(config) : outboxProvider,
    [Channel.Whatsapp]:
      config.WHATSAPP_PROVIDER === "cloud-api" ? createWhatsappCloudProvider(config) : outboxProvider,
    [Channel.Email]: config.EMAIL_PROVIDER === "smtp" ? createSmtpProvider(config) : outboxProvider,
  };

  return {
    async send(message: OutgoingMessage) {
      const provider = providers[message.channel];
      if (!provider) throw new Error(`no provider for channel ${message.channel}`);
      await provider.send(message);
      log.info({ channel: message.channel, provider: provider.name }, "notification sent");
    },
    /** The development outbox, newest first (only while the outbox provider is on). */
    async listOutbox(recipient: string | undefined, limit = 50) {
      const rows = await outbox.list(recipient, limit);
      return rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        to: row.recipient,
        subject: row.subject,
        text: row.body,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
