import { z } from "zod";
import { envelopeOf, ok } from "../../platform/envelope";
import type { AppInstance } from "../../platform/types";
import type { NotificationService } from "./notifications.service";

const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.number(),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
});

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

const channelNames: Record<number, string> = { 1: "SMS", 2: "E-mail", 3: "Push", 4: "WhatsApp" };

/**
 * The development outbox: every message the outbox provider "sent". Registered only while that
 * provider is on and never in production (see config.outboxEnabled).
 */
export function devOutboxRoutes(app: AppInstance, service: NotificationService) {
  const query = z.object({ to: z.string().trim().max(200).optional() });

  app.get(
    "/api/dev/outbox",
    {
      schema: {
        tags: ["development"],
        summary: "Development outbox: messages kept instead of sent, newest first",
        querystring: query,
        response: { 200: envelopeOf(z.array(outboxMessageSchema)) },
      },
    },
    async (request) => ok(await service.listOutbox(request.query.to || undefined)),
  );

  app.get("/dev/outbox", { schema: { hide: true, querystring: query } }, async (request, reply) => {
    const to = request.query.to || undefined;
    const messages = await service.listOutbox(to, 100);
    const rows = messages
      .map(
        (m) =>
          `<tr><td>${escapeHtml(new Date(m.createdAt).toLocaleString("en-GB", { timeZone: "Asia/Baghdad" }))}</td><td>${escapeHtml(channelNames[m.channel] ?? String(m.channel))}</td><td dir="ltr">${escapeHtml(m.to)}</td><td><pre>${escapeHtml(m.text)}</pre></td></tr>`,
      )
      .join("");
    reply.type("text/html; charset=utf-8");
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Development outbox</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem;color:#1a1a1a}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.4rem;text-align:start;vertical-align:top}pre{margin:0;white-space:pre-wrap;font-family:inherit}</style></head>
<body><h1>Development outbox</h1><p>Messages the development provider kept instead of sending (newest first). This page does not exist in production.</p>
<form method="get"><label>Recipient <input name="to" value="${escapeHtml(to ?? "")}" placeholder="+9647801234567 or e-mail"></label> <button>Filter</button></form>
<table><thead><tr><th>Time (Baghdad)</th><th>Channel</th><th>To</th><th>Message</th></tr></thead><tbody>${rows || '<tr><td colspan="4">No messages.</td></tr>'}</tbody></table></body></html>`;
  });
}
