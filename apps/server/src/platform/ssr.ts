import { existsSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import {
  COMPRESSION,
  compressBody,
  isCompressible,
  negotiateEncoding,
  varyWithAcceptEncoding,
} from "./compression";
import type { CachedPage, PageCache } from "./page-cache";

export interface WebBuild {
  clientDir: string;
  build: ServerBuild;
  /** The build's version (its server entry's `appVersion`): the installable app's latest by default. */
  version?: string | undefined;
}

/** The web build's service worker (apps/web/app/sw), served from the site's root for the whole site's scope. */
export const SERVICE_WORKER_FILE = "sw.js";

/** Loads the web app's production build (apps/web/build), or undefined when it was not built. */
export async function loadWebBuild(buildDir: string): Promise<WebBuild | undefined> {
  const serverEntry = path.join(buildDir, "server", "index.js");
  const clientDir = path.join(buildDir, "client");
  if (!existsSync(serverEntry) || !existsSync(clientDir)) return undefined;
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const version = (build.entry.module as { appVersion?: unknown }).appVersion;
  return { clientDir, build, version: typeof version === "string" ? version : undefined };
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const url = new URL(request.url, origin);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }
  const controller = new AbortController();
  reply.raw.on("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const body = request.body;
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(Buffer.isBuffer(body) && request.method !== "GET" && request.method !== "HEAD"
      ? { body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength) }
      : {}),
  });
}

/**
 * A `fetch` for the render's loaders that answers from this same server without a socket (Fastify's
 * inject: the same routes, hooks and checks), as if from the page's caller (their address; their
 * cookies come with the loader's headers). A loopback HTTP call cost more CPU than the call itself
 * (undici on both ends), and behind a balancer the request's origin is the balancer's: the call
 * would have gone out and back in, maybe to another instance.
 */
export function inProcessFetch(app: Pick<FastifyInstance, "inject">, remoteAddress: string): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const target = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
    const headers: Record<string, string> = {};
    new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).forEach(
      (value, name) => {
        headers[name] = value;
      },
    );
    const body = init?.body;
    if (
      body !== undefined &&
      body !== null &&
      typeof body !== "string" &&
      !(body instanceof URLSearchParams)
    ) {
      throw new TypeError("in-process fetch: only text bodies (JSON, forms) are supported");
    }
    const answer = await app.inject({
      method: (init?.method ?? "GET") as "GET",
      url: target.pathname + target.search,
      headers,
      remoteAddress,
      ...(body === undefined || body === null ? {} : { payload: String(body) }),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  }) as typeof fetch;
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/**
 * The largest body a page takes (its forms: the language switch posts a locale and a path). The
 * body is read whole before the render, so a keep-alive connection is never left with an unread
 * body behind a page that has no action (405): that once held the next request for 72 s.
 */
export const PAGE_BODY_LIMIT = 16 * 1024;

/**
 * Sends a body rendered whole, compressed on the thread pool when the client takes it (the compress
 * plugin would do it in place, on the event loop, and leaves an encoded answer alone).
 */
async function sendWhole(request: FastifyRequest, reply: FastifyReply, response: Response, body: Buffer) {
  const encoding = negotiateEncoding(request.headers["accept-encoding"]);
  if (
    !encoding ||
    request.method === "HEAD" ||
    body.byteLength < COMPRESSION.threshold ||
    !isCompressible(response.headers.get("content-type"))
  ) {
    return reply.send(body);
  }
  const compressed = await compressBody(body, encoding);
  reply.header("content-encoding", encoding);
  reply.header("vary", varyWithAcceptEncoding(response.headers.get("vary")));
  return reply.send(compressed);
}

/** Sends a cached page in the encoding the client takes best (br, gzip or none), with its age. */
function sendCached(request: FastifyRequest, reply: FastifyReply, page: CachedPage, hit: boolean) {
  reply.code(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header("age", String(Math.max(0, Math.floor((Date.now() - page.storedAt) / 1000))));
  reply.header("x-page-cache", hit ? "hit" : "miss");
  reply.header("vary", varyWithAcceptEncoding(page.headers.find(([n]) => n === "vary")?.[1]));
  const encoding = negotiateEncoding(request.headers["accept-encoding"]);
  if (encoding) return reply.header("content-encoding", encoding).send(page[encoding]);
  return reply.send(page.body);
}

/**
 * Serves the built web app: hashed assets from build/client (immutable), everything else through
 * React Router's server render. Registered last, in its own encapsulated context whose body
 * parser reads page forms (at most {@link PAGE_BODY_LIMIT}) for React Router's actions.
 */
export async function registerWebApp(
  app: FastifyInstance,
  web: WebBuild,
  mode: string,
  pageCache?: PageCache,
) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "*",
      { parseAs: "buffer", bodyLimit: PAGE_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    // An answer given before the body was read (too large, refused): the connection closes rather
    // than wait for a body nobody reads.
    scope.addHook("onSend", async (request, reply) => {
      if (!request.raw.complete) reply.header("connection", "close");
    });

    await scope.register(fastifyStatic, {
      root: web.clientDir,
      prefix: "/",
      wildcard: false,
      index: false,
      setHeaders(res, filePath: string) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // The service worker is checked for a new version on every visit, never from a cache.
        const serviceWorker = path.basename(filePath) === SERVICE_WORKER_FILE;
        res.header(
          "cache-control",
          serviceWorker
            ? "no-cache"
            : immutable
              ? "public, max-age=31536000, immutable"
              : "public, max-age=3600",
        );
      },
    });

    // The web build bundles its own React Router (and production React) and hands out its
    // createRequestHandler, so the handler and the route components share one copy.
    const entry = web.build.entry.module as { createRequestHandler?: typeof createRequestHandler };
    const handle = (entry.createRequestHandler ?? createRequestHandler)(web.build, mode);
    const send = (request: FastifyRequest, reply: FastifyReply, response: Response) => {
      reply.code(response.status);
      for (const [name, value] of response.headers) {
        // Fastify writes the length of what it sends (compressed or not).
        if (name === "set-cookie" || name === "content-length") continue;
        reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      if (!response.body) return reply.send();
      // A page rendered whole (its length known) goes out as one buffer, compressed in one call
      // off the event loop; a streamed one through Node's stream adapter (and the compress plugin).
      if (response.headers.has("content-length")) {
        return response.arrayBuffer().then((body) => sendWhole(request, reply, response, Buffer.from(body)));
      }
      return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
    };
    const render = async (request: FastifyRequest, reply: FastifyReply) => {
      // The render puts this answer's nonce on its scripts (the CSP header names it); a page the
      // cache keeps is sent with a policy naming its scripts by hash instead (page-cache.ts).
      const run = () =>
        handle(toWebRequest(request, reply), {
          requestId: request.id,
          cspNonce: reply.scriptNonce,
          fetch: inProcessFetch(app, request.ip),
        });
      if (!pageCache || request.method !== "GET") return send(request, reply, await run());
      // Public pages (the web app marks them: anonymous visitors only) come from the shared page
      // cache; everything else streams as rendered.
      const served = await pageCache.serve(request.url, (name) => headerValue(request, name), run);
      if (served.kind === "pass") return send(request, reply, served.response);
      return sendCached(request, reply, served.page, served.kind === "hit");
    };
    scope.route({ method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"], url: "/*", handler: render });
    scope.route({ method: ["GET", "HEAD", "POST"], url: "/", handler: render });
  });
}
