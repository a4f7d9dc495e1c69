import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { inProcessFetch, loadWebBuild } from "./ssr";

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
