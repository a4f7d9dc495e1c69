import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ok } from "./envelope";

interface Serialized {
  body: string;
  etag: string;
  gzip?: Buffer;
  br?: Buffer;
}
const serialized = new WeakMap<object, Serialized>();

/**
 * Sends reference data that changes only with a new seed (countries, airports): the envelope is
 * serialized once per data object (services memoize it) with a strong ETag, and a client that
 * already has it gets 304. The gzip and brotli forms are made once too, so a request costs
 * neither serialization nor compression.
 */
export function sendStaticJson(
  request: FastifyRequest,
  reply: FastifyReply,
  data: object,
  maxAgeSeconds = 300,
) {
  let entry = serialized.get(data);
  if (!entry) {
    const body = JSON.stringify(ok(data));
    entry = { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
    serialized.set(data, entry);
  }
  reply.header("cache-control", `public, max-age=${maxAgeSeconds}`).header("etag", entry.etag);
  reply.header("vary", "accept-encoding");
  if (request.headers["if-none-match"] === entry.etag) return reply.code(304).send();
  reply.type("application/json; charset=utf-8");
  const accepted = String(request.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepted)) {
    entry.br ??= brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    return reply.header("content-encoding", "br").send(entry.br);
  }
  if (/\bgzip\b/.test(accepted)) {
    entry.gzip ??= gzipSync(entry.body, { level: 9 });
    return reply.header("content-encoding", "gzip").send(entry.gzip);
  }
  return reply.send(entry.body);
}
