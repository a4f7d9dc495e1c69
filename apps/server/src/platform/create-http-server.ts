import { randomUUID } from "node:crypto";
import { constants as zlibConstants } from "node:zlib";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { registerApiDocs } from "./api-docs";
import type { Cache } from "./cache";
import { COMPRESSION } from "./compression";
import type { AppConfig } from "./config";
import { trustProxySetting } from "./config-server";
import type { DatabaseHandle } from "./db";
import { registerHealthChecks } from "./health";
import { registerErrorHandling } from "./http";
import { registerPrivateAnswers } from "./private-answers";
import { registerSecurityHeaders } from "./security-headers";
import type { AppInstance } from "./types";

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * The HTTP server before any module: request ids, validation, the envelope's errors, private
 * answers, security headers, compression, the API's documentation, health checks, forms and
 * cookies. Gives the app and its content security policy (the page cache's pages need it).
 */
export async function createHttpServer(deps: {
  config: AppConfig;
  database: DatabaseHandle;
  cache: Cache;
  logger?: FastifyServerOptions["logger"];
}) {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL },
    genReqId: (req) => {
      const incoming = req.headers["x-request-id"];
      return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // Only the configured balancers may tell the client address (TRUST_PROXY; none by default).
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  }).withTypeProvider<import("fastify-type-provider-zod").ZodTypeProvider>() as AppInstance;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerPrivateAnswers(app);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  // HyperPay's payment widget (/confirm/hyperpay) loads its script, frames and styles from its own
  // origin and posts the card form there.
  const csp = await registerSecurityHeaders(app, {
    isProduction: config.isProduction,
    widgetOrigins: config.hyperpay ? [new URL(config.hyperpay.baseUrl).origin] : [],
    // The home page's blog shows its posts' pictures from the origins configured for them.
    imageOrigins: config.blog?.imageOrigins ?? [],
  });
  // The levels of compression.ts (brotli 4, gzip 6). Pages rendered whole are compressed off the
  // event loop before they get here (ssr.ts); the plugin leaves an encoded answer alone.
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION.threshold,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: COMPRESSION.brotliQuality } },
    zlibOptions: { level: COMPRESSION.gzipLevel },
    // Answers up to 64 KiB (a search's proposals are ~20 KB) are compressed in one synchronous
    // call instead of a stream pipeline per answer: on two cores the plugin's default (8 KiB) sent
    // them through streams, a fifth of the CPU of a search (bench/available-load.mjs). Larger ones
    // (a 2,000-proposal search, SSR pages) still stream.
    syncThreshold: 64 * 1024,
  });

  // The API's documentation is generated from the route schemas; a production site shows it only
  // when configured to (API_DOCS_ENABLED).
  if (config.apiDocsEnabled) await registerApiDocs(app, config);

  registerHealthChecks(app, { database: deps.database, cache: deps.cache });

  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await app.register(cookie);
  app.decorateRequest("userId", null);
  return { app, csp };
}
