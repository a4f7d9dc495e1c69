import { PassThrough } from "node:stream";
import type { ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { hasSession } from "./features/auth/auth.server";
import { catalogs } from "./lib/catalogs.server";
import { CspNonceContext, cspNonceOf } from "./lib/csp-nonce";
import { registerServerCatalogs } from "./lib/i18n";
import { lazyComponentsScript, preloadLazyComponents, RenderedLazyComponents } from "./lib/lazy-component";
import { applyPageCacheHeaders, sharedCacheSeconds } from "./lib/page-cache";

// The server renders every page with the full catalogues (decision 007).
registerServerCatalogs(catalogs);

export const streamTimeout = 5_000;

/** This build's version: the server answers it as the installable app's latest (front-api/App/CheckUpdate). */
export const appVersion = __APP_VERSION__;

/**
 * Every finished Suspense boundary stays in place; only one still waiting streams in later. By
 * default React moves a finished boundary that comes after the first 12.8 KB to the end of the
 * document and reveals it by script, throttled: the skeleton painted first, then the search box
 * (home CLS 0.19).
 */
const PROGRESSIVE_CHUNK_SIZE = Number.POSITIVE_INFINITY;

/** The whole document, once every boundary is ready (or the render failed or was aborted). */
function renderWhole(
  app: ReactElement,
  nonce: string | undefined,
  controller: AbortController,
  onError: (error: unknown) => void,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => resolve(Buffer.concat(chunks)));
    sink.on("error", reject);
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      progressiveChunkSize: PROGRESSIVE_CHUNK_SIZE,
      onError,
      onAllReady: () => pipe(sink),
      onShellError: reject,
    });
    controller.signal.addEventListener("abort", () => abort(controller.signal.reason), { once: true });
  });
}

const BODY_END = Buffer.from("</body>");

/** The document with `markup` put just before its closing body tag (React 19 skips such an element when it hydrates). */
function beforeBodyEnd(html: Buffer, markup: string): Buffer {
  const at = markup ? html.lastIndexOf(BODY_END) : -1;
  if (at < 0) return html;
  return Buffer.concat([html.subarray(0, at), Buffer.from(markup), html.subarray(at)]);
}

/** Every code-split component's module, loaded once before the first render (lib/lazy-component). */
let lazyModules: Promise<unknown> | undefined;

/**
 * The built server bundles React Router (decision 007): the Fastify server takes this handler
 * from the build so that it and the route modules use the same copy.
 */
export { createRequestHandler } from "react-router";

/**
 * Errors of loaders, actions and the router, logged as one JSON line with the request id (as the
 * server's own log lines). A request the customer got wrong (a 404, a POST to a page without a
 * form: 405) is answered by the error page and is not a server error; an aborted request neither.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const requestId = (context as { requestId?: unknown } | undefined)?.requestId;
  const err =
    error instanceof Error
      ? { type: error.name, message: error.message, stack: error.stack }
      : { message: String(error) };
  process.stderr.write(
    `${JSON.stringify({ level: 50, time: Date.now(), reqId: requestId, url: new URL(request.url).pathname, msg: "page error", err })}\n`,
  );
};

/**
 * Renders the document whole (see below) and answers it as a Web `Response` with its length, which
 * the Fastify adapter (platform/ssr.ts) sends as one buffer.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  lazyModules ??= preloadLazyComponents();
  await lazyModules;
  const handles = routerContext.staticHandlerContext.matches.map(
    (match) => routerContext.routeModules[match.route.id]?.handle,
  );
  const seconds = sharedCacheSeconds(handles);
  // The root loader has read the session cookie already; read it here only when it did not run
  // (an error before the loaders).
  const rootData = routerContext.staticHandlerContext.loaderData.root as { signedIn?: boolean } | undefined;
  const signedIn = rootData?.signedIn ?? hasSession(request);
  let status = responseStatusCode;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), streamTimeout + 1000);
  // Every script of the page carries the answer's nonce (its CSP allows no other inline script).
  const nonce = cspNonceOf(loadContext) || undefined;
  // The code-split components this page renders, named in the page for the browser to load before
  // it hydrates (lib/lazy-component).
  const renderedLazy = new Set<string>();
  const app = (
    <CspNonceContext.Provider value={nonce ?? ""}>
      <RenderedLazyComponents.Provider value={renderedLazy}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </RenderedLazyComponents.Provider>
    </CspNonceContext.Provider>
  );
  const onError = (error: unknown) => {
    status = 500;
    if (!controller.signal.aborted) console.error(error);
  };

  // Every page is rendered whole by React's Node renderer into one buffer and goes out as one (its
  // length known, compressed in one call): no page waits on the server for a boundary (loaders
  // have their data, code-split components are loaded first, a page's long calls are made by the
  // browser, decision 012), so its shell is all of it, and a Web stream adapted to Node and
  // streamed through the compressor cost more than half of a render's CPU (README "Pages against
  // the framework"). A page that one day must stream a slow boundary needs a streaming path again.
  const rendered = await renderWhole(app, nonce, controller, onError).finally(() => clearTimeout(timer));
  const html = beforeBodyEnd(rendered, lazyComponentsScript(renderedLazy));
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  applyPageCacheHeaders(responseHeaders, { seconds, status, method: request.method.toUpperCase(), signedIn });
  responseHeaders.set("Content-Length", String(html.byteLength));
  return new Response(new Uint8Array(html), { headers: responseHeaders, status });
}
