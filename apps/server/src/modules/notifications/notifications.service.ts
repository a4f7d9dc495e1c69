import { contactPhoneE164, type OrderContact, type OrderMessage } from "@safar/domain";
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

const CHANNEL_NAMES: Record<Channel, OrderMessage["channel"]> = {
  [Channel.Sms]: "sms",
  [Channel.Email]: "email",
  [Channel.Push]: "push",
  [Channel.Whatsapp]: "whatsapp",
};

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

  const service = {
    /** Sends through the channel's provider; a message about an order is logged for the back office, sent or not. */
    async send(message: OutgoingMessage) {
      const provider = providers[message.channel];
      if (!provider) throw new Error(`no provider for channel ${message.channel}`);
      const logged = (ok: boolean, error: unknown) =>
        message.about
          ? outbox
              .logOrderMessage({
                orderId: message.about.orderId,
                kind: message.about.kind,
                channel: message.channel,
                recipient: message.to,
                ok,
                error: error === null ? null : String(error),
              })
              .catch((err: unknown) => log.error({ err }, "logging an order's message failed"))
          : undefined;
      try {
        await provider.send(message);
      } catch (error) {
        await logged(false, error);
        throw error;
      }
      await logged(true, null);
      log.info({ channel: message.channel, provider: provider.name }, "notification sent");
    },

    /**
     * Tells an order's contact: a text message always, an e-mail when there is an address; both
     * logged under the order as `kind`.
     */
    async tellOrderContact(
      order: { id: string; contact: OrderContact },
      message: { kind: string; subject: string; text: string },
    ): Promise<void> {
      const { contact } = order;
      const about = { orderId: order.id, kind: message.kind };
      await service.send({
        channel: Channel.Sms,
        to: contactPhoneE164(contact.phoneNumber),
        text: message.text,
        about,
      });
      if (contact.email)
        await service.send({
          channel: Channel.Email,
          to: contact.email,
          subject: message.subject,
          text: message.text,
          about,
        });
    },

    /** The messages sent about an order, oldest first (the back office's order page). */
    async sentAbout(orderId: string): Promise<OrderMessage[]> {
      const rows = await outbox.orderMessages(orderId);
      return rows.map((row) => ({
        at: row.at.toISOString(),
        channel: CHANNEL_NAMES[row.channel] ?? "sms",
        recipient: row.recipient,
        kind: row.kind,
        ok: row.ok,
        error: row.error,
      }));
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
  return service;
}

export type NotificationService = ReturnType<typeof createNotificationService>;
