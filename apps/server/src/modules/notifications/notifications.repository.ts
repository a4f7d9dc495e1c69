import { asc, desc, eq } from "drizzle-orm";
import { orderMessages, outboxMessages } from "../../db/schema";
import type { Database } from "../../platform/db";

export function createOutboxRepository(db: Database) {
  return {
    async insert(message: { channel: number; recipient: string; subject: string | null; body: string }) {
      await db.insert(outboxMessages).values(message);
    },
    /** Keeps that a message about an order was sent, or failed. */
    async logOrderMessage(row: typeof orderMessages.$inferInsert) {
      await db.insert(orderMessages).values(row);
    },
    /** The messages sent about an order, oldest first. */
    orderMessages(orderId: string) {
      return db
        .select()
        .from(orderMessages)
        .where(eq(orderMessages.orderId, orderId))
        .orderBy(asc(orderMessages.at), asc(orderMessages.id))
        .limit(500);
    },
    list(recipient: string | undefined, limit: number) {
      const query = db.select().from(outboxMessages);
      return (recipient ? query.where(eq(outboxMessages.recipient, recipient)) : query)
        .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
        .limit(limit);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
