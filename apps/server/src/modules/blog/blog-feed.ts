/**
 * The blog's feed (spec §7: an external posts feed): read over HTTP with a short timeout and a size
 * cap, parsed with @rowanmanning/feed-parser (RSS 0.9x–2.0, RSS 1.0 and Atom into one shape;
 * decision 019), and turned into the domain's posts: plain text only, links and pictures http(s)
 * only, newest first.
 */
import { parseFeed } from "@rowanmanning/feed-parser";
import type { BlogPost } from "@safar/domain";
import { Parser } from "htmlparser2";

/** A feed larger than this is refused (a blog's feed is a few hundred KB at most). */
export const MAX_FEED_BYTES = 2 * 1024 * 1024;
/** Posts kept of one feed. */
export const MAX_POSTS = 200;
/** Characters of a post's summary shown on its card. */
export const EXCERPT_CHARS = 180;

export class FeedReadError extends Error {
  override readonly name = "FeedReadError";
}

/** The feed's text; throws a FeedReadError on a status other than 2xx, a timeout or a body too large. */
export async function readFeedText(url: string, timeoutMs: number): Promise<string> {
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      signal,
      redirect: "follow",
      headers: {
        accept: "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1",
      },
    });
  } catch (error) {
    throw new FeedReadError(signal.aborted ? `no answer within ${timeoutMs} ms` : "the request failed", {
      cause: error,
    });
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new FeedReadError(`answered ${response.status}`);
  }
  const length = Number(response.headers.get("content-length") ?? 0);
  if (length > MAX_FEED_BYTES) {
    await response.body?.cancel().catch(() => undefined);
    throw new FeedReadError(`${length} bytes, over ${MAX_FEED_BYTES}`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body ?? []) {
      size += chunk.byteLength;
      if (size > MAX_FEED_BYTES) throw new FeedReadError(`over ${MAX_FEED_BYTES} bytes`);
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof FeedReadError) throw error;
    throw new FeedReadError(
      signal.aborted ? `no whole answer within ${timeoutMs} ms` : "the answer broke off",
      {
        cause: error,
      },
    );
  }
  return Buffer.concat(chunks).toString("utf8");
}

const SKIPPED = new Set(["script", "style", "noscript", "iframe", "object", "svg", "template"]);
const BLOCKS = new Set([
  "p",
  "br",
  "div",
  "li",
  "ul",
  "ol",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
  "figure",
  "figcaption",
  "tr",
  "td",
  "th",
  "hr",
  "section",
  "article",
]);

/**
 * The text of an HTML fragment: tags dropped (with what scripts, styles and frames hold), entities
 * decoded, white space collapsed. Never HTML: the web shows it as text.
 */
export function plainText(html: string): string {
  let text = "";
  let skipping = 0;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (SKIPPED.has(name)) skipping++;
        else if (BLOCKS.has(name)) text += " ";
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) skipping = Math.max(0, skipping - 1);
        else if (BLOCKS.has(name)) text += " ";
      },
      ontext(data) {
        if (skipping === 0) text += data;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return text.replace(/\s+/g, " ").trim();
}

/** At most `max` characters, cut at a word and ended with "…" when cut. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:،؛-]+$/u, "")}…`;
}

/** The first `<img src>` of an HTML fragment (many blogs put a post's picture only there). */
function firstImageSource(html: string): string | null {
  let found: string | null = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (found === null && name === "img" && attributes.src) found = attributes.src;
    },
  });
  parser.write(html);
  parser.end();
  return found;
}

/** An absolute http(s) URL (relative ones resolved against `base`), else null. */
function webUrl(value: string | null | undefined, base?: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

export interface FeedMapping {
  /** The feed's own URL: relative links are resolved against it. */
  feedUrl: string;
  /** Origins pictures may come from (the content security policy's); others are left out. */
  imageOrigins: readonly string[];
}

/**
 * The posts of a feed's text, newest first (posts without a date after the dated ones, in the
 * feed's order); a post without an http(s) link is left out, and so is a repeated id. Throws when
 * the text is no feed at all.
 */
export function postsOfFeed(xml: string, mapping: FeedMapping): BlogPost[] {
  const feed = parseFeed(xml);
  const allowed = new Set(mapping.imageOrigins);
  const posts: (BlogPost & { order: number; time: number })[] = [];
  const seen = new Set<string>();
  for (const [order, item] of feed.items.entries()) {
    const url = webUrl(item.url, mapping.feedUrl);
    if (!url) continue;
    const id = item.id?.trim() || url;
    if (seen.has(id)) continue;
    seen.add(id);
    const summary = item.description ?? item.content ?? "";
    const title = plainText(item.title ?? "") || url;
    const date = item.published ?? item.updated;
    const time = date && !Number.isNaN(date.getTime()) ? date.getTime() : Number.NaN;
    const picture = [
      item.image?.url,
      ...item.mediaImages.map((media) => media.url),
      ...item.media.filter((media) => media.image).map((media) => media.image),
      firstImageSource(item.content ?? ""),
      firstImageSource(item.description ?? ""),
    ]
      .map((candidate) => webUrl(candidate, url))
      .find((candidate) => candidate !== null && allowed.has(new URL(candidate).origin));
    posts.push({
      id,
      title: shorten(title, 200),
      url,
      publishedAt: Number.isNaN(time) ? null : new Date(time).toISOString(),
      excerpt: shorten(plainText(summary), EXCERPT_CHARS),
      imageUrl: picture ?? null,
      order,
      time,
    });
  }
  posts.sort((a, b) => {
    const dated = Number(Number.isNaN(a.time)) - Number(Number.isNaN(b.time));
    if (dated !== 0) return dated;
    return Number.isNaN(a.time) || a.time === b.time ? a.order - b.order : b.time - a.time;
  });
  return posts.slice(0, MAX_POSTS).map(({ order: _order, time: _time, ...post }) => post);
}
