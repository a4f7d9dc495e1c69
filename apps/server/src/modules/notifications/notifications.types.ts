/** What other modules may know of notifications: the channels and a message to send. */
/** Notification channels of spec §3 (NotificationChannel). */
export const Channel = { Sms: 1, Email: 2, Push: 3, Whatsapp: 4 } as const;
export type Channel = (typeof Channel)[keyof typeof Channel];

export interface OutgoingMessage {
  channel: Channel;
  /** E.164 phone number (+9647…) or e-mail address. */
  to: string;
  subject?: string;
  text: string;
  html?: string;
  /** E-mail attachments (the e-ticket PDF); the outbox keeps their names and sizes. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** The order it is about, and what it is (`ticket`, `refund.refunded`…): kept for the back office. */
  about?: { orderId: string; kind: string };
  /** For WhatsApp: the approved template and its body parameters. */
  template?: { name: string; language: string; parameters: string[] };
}
