import { createHash } from "node:crypto";

/**
 * The static file of one catalogue part (decision 007): minified JSON named by its content hash,
 * under build/client/assets/locales/ (served with `immutable` caching). The Vite plugin that emits
 * the files and the server that links them both call this, so names always agree.
 */
export function catalogFile(locale: string, namespace: string, messages: unknown) {
  const body = JSON.stringify(messages);
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 10);
  const fileName = `assets/locales/${locale}.${namespace}.${hash}.json`;
  return { fileName, url: `/${fileName}`, body };
}
