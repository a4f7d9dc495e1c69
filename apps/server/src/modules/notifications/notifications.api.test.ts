import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { startMockHttp } from "../../test/mock-http";
import { createTestApp, PRODUCTION_ENV } from "../../test/test-app";
import { createNotificationService } from "./notifications.service";

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe("SMS over HTTP", () => {
  it("posts the code to the configured gateway with its token", async () => {
    const gateway = await startMockHttp();
    cleanups.push(gateway.close);
    const t = await createTestApp({
      env: { SMS_PROVIDER: "http", SMS_HTTP_URL: `${gateway.url}/v1/send`, SMS_HTTP_TOKEN: "sms-secret" },
    });
    cleanups.push(t.close);
    const response = await t.app.inject({
      method: "POST",
      url: "/account/otp/create",
      payload: { phoneNumber: "07701112233", dialingCode: "+964", channel: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(gateway.requests).toHaveLength(1);
    const sent = gateway.requests[0]!;
    expect(sent.method).toBe("POST");
    expect(sent.url).toBe("/v1/send");
    expect(sent.headers.authorization).toBe("Bearer sms-secret");
    const body = JSON.parse(sent.body);
    expect(body.to).toBe("+9647701112233");
    expect(body.from).toBe("Rahhal");
    expect(body.text).toMatch(/\b\d{4}\b/);
  });

  it("answers 503 when the gateway fails, and lets the customer ask again at once", async () => {
    const gateway = await startMockHttp((_req, res) => {
      res.writeHead(503).end("down");
    });
    cleanups.push(gateway.close);
    const t = await createTestApp({ env: { SMS_PROVIDER: "http", SMS_HTTP_URL: gateway.url } });
    cleanups.push(t.close);
    const response = await t.app.inject({
      method: "POST",
      url: "/account/otp/create",
      payload: { phoneNumber: "7701112244", dialingCode: "+964", channel: 1 },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().meta.errors).toEqual([{ key: "otp", messages: ["SERVICE_UNAVAILABLE"] }]);
    expect(response.json().meta.requestId).toBeTruthy();
    expect(response.body).not.toContain("down");
    const retry = await t.app.inject({
      method: "POST",
      url: "/account/otp/create",
      payload: { phoneNumber: "7701112244", dialingCode: "+964", channel: 1 },
    });
    expect(retry.statusCode).toBe(503);
    expect(gateway.requests).toHaveLength(2);
  });
});

describe("messages about an order", () => {
  it("are kept for the back office, sent or refused by the provider", async () => {
    const gateway = await startMockHttp((req, res) => {
      res.writeHead(req.url === "/down" ? 503 : 200).end("{}");
    });
    cleanups.push(gateway.close);
    const t = await createTestApp({ env: { SMS_PROVIDER: "http", SMS_HTTP_URL: `${gateway.url}/up` } });
    cleanups.push(t.close);
    const orderId = "00000000-0000-4000-8000-0000000000c1";
    const up = createNotificationService(t.config, t.infrastructure.database.db, t.app.log);
    await up.send({ channel: 1, to: "+9647700000001", text: "ticket", about: { orderId, kind: "ticket" } });
    await up.send({ channel: 1, to: "+9647700000001", text: "no order" });
    const down = createNotificationService(
      { ...t.config, SMS_HTTP_URL: `${gateway.url}/down` },
      t.infrastructure.database.db,
      t.app.log,
    );
    await expect(
      down.send({
        channel: 1,
        to: "+9647700000001",
        text: "again",
        about: { orderId, kind: "ticket.again" },
      }),
    ).rejects.toThrow();
    expect(await up.sentAbout(orderId)).toEqual([
      expect.objectContaining({ channel: "sms", kind: "ticket", ok: true, error: null }),
      expect.objectContaining({
        channel: "sms",
        kind: "ticket.again",
        ok: false,
        error: expect.stringMatching(/503/),
      }),
    ]);
  });
});

describe("WhatsApp Cloud API", () => {
  it("sends an authentication template with the code", async () => {
    const graph = await startMockHttp((_req, res) => {
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ messaging_product: "whatsapp", messages: [{ id: "wamid.1" }] }));
    });
    cleanups.push(graph.close);
    const t = await createTestApp({
      env: {
        WHATSAPP_PROVIDER: "cloud-api",
        WHATSAPP_API_URL: `${graph.url}/v21.0`,
        WHATSAPP_PHONE_NUMBER_ID: "1098765",
        WHATSAPP_ACCESS_TOKEN: "wa-token",
      },
    });
    cleanups.push(t.close);
    const response = await t.app.inject({
      method: "POST",
      url: "/account/otp/create",
      payload: { phoneNumber: "7701112255", dialingCode: "+964", channel: 4 },
      headers: { cookie: "locale=en" },
    });
    expect(response.statusCode).toBe(200);
    const sent = graph.requests[0]!;
    expect(sent.url).toBe("/v21.0/1098765/messages");
    expect(sent.headers.authorization).toBe("Bearer wa-token");
    const body = JSON.parse(sent.body);
    expect(body).toMatchObject({
      messaging_product: "whatsapp",
      to: "9647701112255",
      type: "template",
      template: { name: "otp_code", language: { code: "en" } },
    });
    const code = body.template.components[0].parameters[0].text;
    expect(code).toMatch(/^\d{4}$/);
    expect(body.template.components[1]).toMatchObject({ type: "button", sub_type: "url" });
  });
});

describe("e-mail over SMTP", () => {
  it("delivers to a local SMTP server", async () => {
    const received: Array<{ from: string; to: string[]; data: string }> = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => {
          data += chunk.toString("utf8");
        });
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
    cleanups.push(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
    const port = (smtp.server.address() as AddressInfo).port;

    const t = await createTestApp({ env: { EMAIL_PROVIDER: "smtp", SMTP_URL: `smtp://127.0.0.1:${port}` } });
    cleanups.push(t.close);
    const service = createNotificationService(t.config, t.infrastructure.database.db, t.app.log);
    await service.send({
      channel: 2,
      to: "customer@example.com",
      subject: "Your ticket",
      text: "Booking ABC123",
    });
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(["customer@example.com"]);
    expect(received[0]!.from).toBe("no-reply@rahhal.example");
    expect(received[0]!.data).toContain("Subject: Your ticket");
    expect(received[0]!.data).toContain("Booking ABC123");
  });
});

describe("development outbox", () => {
  it("keeps messages newest first and filters by recipient", async () => {
    const t = await createTestApp();
    cleanups.push(t.close);
    for (const phone of ["7701110001", "7701110002"]) {
      await t.app.inject({
        method: "POST",
        url: "/account/otp/create",
        payload: { phoneNumber: phone, dialingCode: "+964", channel: 1 },
      });
    }
    const all = (await t.app.inject({ url: "/api/dev/outbox" })).json().data;
    expect(all.map((m: { to: string }) => m.to)).toEqual(["+9647701110002", "+9647701110001"]);
    const one = (await t.app.inject({ url: "/api/dev/outbox?to=%2B9647701110001" })).json().data;
    expect(one).toHaveLength(1);
    const page = await t.app.inject({ url: "/dev/outbox?to=%2B9647701110001" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain("+9647701110001");
  });

  it("does not exist in production mode", async () => {
    const gateway = await startMockHttp();
    cleanups.push(gateway.close);
    const t = await createTestApp({
      env: { ...PRODUCTION_ENV, SMS_HTTP_URL: gateway.url, WHATSAPP_API_URL: gateway.url },
    });
    cleanups.push(t.close);
    expect((await t.app.inject({ url: "/api/dev/outbox" })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/dev/outbox" })).statusCode).toBe(404);
  });
});
