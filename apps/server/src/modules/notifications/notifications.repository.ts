import { desc, eq } from "drizzle-orm";
import { outboxMessages } from "../../db/schema";
import type { Database } from "../../platform/db";

export function createOutboxRepository(db: Database) {
  return {
    async insert(message: { channel: number; recipient: string; subject: string | null; body: string }) {
      await db.insert(outboxMessages).values(message);
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
