import { BLOG_PAGE_SIZE, type BlogPage, type BlogPost } from "@safar/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Cache } from "../../platform/cache";
import { type FeedMapping, postsOfFeed, readFeedText } from "./blog-feed";

/** What was read of the feed, with when; kept a day so that a feed down for a while changes nothing. */
interface KeptPosts {
  readAt: number;
  posts: BlogPost[];
}

const POSTS_KEY = "blog:posts";
const FAILED_KEY = "blog:failed";
/** A copy of the posts is shown this long after its read while the feed cannot be read again. */
const KEEP_SECONDS = 24 * 60 * 60;
/** After a failed read the feed is left alone this long (no customer waits on a dead feed twice a minute). */
export const RETRY_AFTER_FAILURE_SECONDS = 60;

export interface BlogSettings extends FeedMapping {
  timeoutMs: number;
  /** The posts are read again this long after their last read, seconds. */
  ttlSeconds: number;
}

/**
 * The blog's posts, read from the configured feed and kept in the cache (memory, or Redis shared by
 * the instances): a fresh copy is served as it is; an old one is served at once while one read
 * refreshes it; with none the first caller waits for the read (bounded by the timeout). A failed
 * read is logged and leaves the blog as it was (empty when it never was read): the home page then
 * hides the section, and the feed is not asked again for a minute.
 */
export function createBlogService(deps: {
  settings: BlogSettings | null;
  cache: Cache;
  log: FastifyBaseLogger;
  now?: () => number;
}) {
  const { settings, cache, log } = deps;
  const now = deps.now ?? Date.now;
  let reading: Promise<BlogPost[] | null> | null = null;

  async function read(feed: BlogSettings): Promise<BlogPost[] | null> {
    try {
      const posts = postsOfFeed(await readFeedText(feed.feedUrl, feed.timeoutMs), feed);
      await cache.set(POSTS_KEY, { readAt: now(), posts } satisfies KeptPosts, KEEP_SECONDS);
      return posts;
    } catch (error) {
      log.warn(
        { err: error, feedUrl: feed.feedUrl },
        "the blog's feed could not be read: the blog is hidden",
      );
      await cache.set(FAILED_KEY, true, RETRY_AFTER_FAILURE_SECONDS).catch(() => undefined);
      return null;
    }
  }

  /** One read at a time in this process; callers at the same moment share it. */
  function readOnce(feed: BlogSettings): Promise<BlogPost[] | null> {
    if (!reading) {
      reading = read(feed).finally(() => {
        reading = null;
      });
    }
    return reading;
  }

  async function posts(): Promise<BlogPost[]> {
    if (!settings) return [];
    const kept = await cache.get<KeptPosts>(POSTS_KEY);
    const fresh = kept && now() - kept.readAt < settings.ttlSeconds * 1000;
    if (fresh) return kept.posts;
    if (await cache.get<boolean>(FAILED_KEY)) return kept?.posts ?? [];
    if (kept) {
      void readOnce(settings); // the old copy now, the new one for the next caller
      return kept.posts;
    }
    return (await readOnce(settings)) ?? [];
  }

  return {
    /** Whether a feed is configured at all. */
    enabled: settings !== null,
    /** One page of posts, newest first (spec §9: 8 a page); an empty page when there are none. */
    async page(page: number): Promise<BlogPage> {
      const all = await posts();
      const start = (page - 1) * BLOG_PAGE_SIZE;
      return {
        items: all.slice(start, start + BLOG_PAGE_SIZE),
        total: all.length,
        page,
        pageSize: BLOG_PAGE_SIZE,
      };
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
