import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../platform/config";
import type { Database } from "../../platform/db";
import type { AppInstance, AppModule } from "../../platform/types";
import { devOutboxRoutes } from "./notifications.routes";
import { createNotificationService, type NotificationService } from "./notifications.service";

/** Wires the message senders (SMS, WhatsApp, e-mail or the dev outbox) and, when enabled, the outbox page. */
export function createNotificationsModule(deps: {
  config: AppConfig;
  db: Database;
  log: FastifyBaseLogger;
}): AppModule<NotificationService> {
  const service = createNotificationService(deps.config, deps.db, deps.log);
  return {
    service,
    register(app: AppInstance) {
      if (deps.config.outboxEnabled) devOutboxRoutes(app, service);
    },
  };
}
