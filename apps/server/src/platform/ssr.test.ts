import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync, constants as zlibConstants } from "node:zlib";
import compress from "@fastify/compress";
import Fastify from "fastify";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPRESSION } from "./compression";
import { inProcessFetch, loadWebBuild, registerWebApp } from "./ssr";

describe("loadWebBuild", () => {
  it("reads the build's version from its server entry (the installable app's latest)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "safar-web-build-"));
    try {
      mkdirSync(path.join(dir, "server"));
      mkdirSync(path.join(dir, "client"));
      writeFileSync(
        path.join(dir, "server", "index.js"),
        'export const entry = { module: { appVersion: "2026.11.27.101010" } };\n',
      );
      const web = await loadWebBuild(dir);
      expect(web?.version).toBe("2026.11.27.101010");
      expect(web?.clientDir).toBe(path.join(dir, "client"));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("inProcessFetch (the render's loaders call the API without a socket)", () => {
  const app = Fastify({ trustProxy: false });
  app.post("/api/echo", async (request, reply) => {
    reply.header("set-cookie", ["a=1", "b=2"]);
    return {
      method: request.method,
      body: request.body,
      query: request.query,
      cookie: request.headers.cookie,
      ip: request.ip,
    };
  });
  app.get("/api/missing", async (_request, reply) => reply.code(404).send({ data: null }));
  app.get("/api/empty", async (_request, reply) => reply.code(204).send());
  afterAll(() => app.close());

  it("sends the method, JSON body, query and headers, as from the page's caller", async () => {
    const fetchInProcess = inProcessFetch(app, "10.1.2.3");
    const response = await fetchInProcess("http://balancer.example:3100/api/echo?take=20", {
      method: "POST",
      headers: new Headers({ "content-type": "application/json", cookie: "auth=x" }),
      body: JSON.stringify({ search: "BGW" }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    expect(await response.json()).toEqual({
      method: "POST",
      body: { search: "BGW" },
      query: { take: "20" },
      cookie: "auth=x",
      ip: "10.1.2.3",
    });
  });

  it("answers error statuses and empty answers as fetch does", async () => {
    const fetchInProcess = inProcessFetch(app, "127.0.0.1");
    expect((await fetchInProcess("http://x/api/missing")).status).toBe(404);
    const empty = await fetchInProcess("http://x/api/empty");
    expect([empty.status, await empty.text()]).toEqual([204, ""]);
  });
});

describe("a page rendered whole is compressed off the event loop, in the encoding the client takes best", () => {
  const page = `<!DOCTYPE html><html lang="ar"><body>${"<p>رحلات بغداد</p>".repeat(400)}</body></html>`;
  const clientDir = mkdtempSync(path.join(tmpdir(), "safar-web-client-"));
  const app = Fastify();
  const handler = (request: Request) => {
    const small = new URL(request.url).pathname === "/small";
    const body = Buffer.from(small ? "<p>ok</p>" : page);
    return new Response(body, {
      headers: {
        "content-type": "text/html; charset=utf-8",
        "content-length": String(body.length),
        vary: "Cookie",
      },
    });
  };
  const web = {
    clientDir,
    build: { entry: { module: { createRequestHandler: () => handler } } } as unknown as ServerBuild,
  };
  beforeAll(async () => {
    // As the server registers it (create-http-server.ts): it must leave the encoded page alone.
    await app.register(compress, {
      global: true,
      threshold: COMPRESSION.threshold,
      encodings: ["br", "gzip"],
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: COMPRESSION.brotliQuality } },
    });
    await registerWebApp(app, web, "production");
  });
  afterAll(async () => {
    await app.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it.each([
    ["gzip, deflate, br", "br"],
    ["br;q=0.5, gzip;q=0.9", "gzip"],
    ["br;q=0, gzip", "gzip"],
  ] as const)("Accept-Encoding %j gets %s, once, varying on the encoding", async (accept, expected) => {
    const response = await app.inject({ url: "/", headers: { "accept-encoding": accept } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe(expected);
    expect(response.headers.vary).toBe("Cookie, Accept-Encoding");
    const body =
      expected === "br" ? brotliDecompressSync(response.rawPayload) : gunzipSync(response.rawPayload);
    expect(body.toString("utf8")).toBe(page);
    expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
  });

  it("sends the page as it is to a client that takes no compression, and a small page uncompressed", async () => {
    const plain = await app.inject({ url: "/", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(page);
    const small = await app.inject({ url: "/small", headers: { "accept-encoding": "br" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body).toBe("<p>ok</p>");
  });
});
