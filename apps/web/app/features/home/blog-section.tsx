/**
 * The blog on the home page (spec §7, §9): the configured feed's posts as cards, 8 at a time,
 * newest first, with "more posts" below; numbers in the page's digits, as everywhere. Read once the page is hydrated (never in the server's
 * HTML, which stays small and cacheable), and left out altogether when there is no blog or its
 * feed cannot be read: the server logs that, the customer sees no error.
 */
import type { BlogPage, BlogPost } from "@safar/domain/blog";
import { formatDate } from "@safar/domain/dates";
import type { Locale } from "@safar/domain/site-config";
import { localizeDigits } from "@safar/domain/text";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";

type BlogState = { posts: BlogPost[]; total: number; page: number };

/**
 * The blog's data module is awaited apart from its call: Vite wraps an `import(…).then(…)` chain whole
 * in its chunk-preload handler, so a failed or aborted call would pass for a chunk that failed to
 * load and reload the page (entry.client.tsx).
 */
const loadPage = async (page: number, signal?: AbortSignal): Promise<BlogPage> => {
  const data = await import("./blog-data");
  return data.loadBlogPage(page, signal);
};

export function BlogSection() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [state, setState] = useState<BlogState | null>(null);
  const [more, setMore] = useState<"idle" | "loading" | "failed">("idle");
  /** After "more posts", the first new post's index: its link takes the focus. */
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    loadPage(1, controller.signal).then(
      (page) => {
        if (page.items.length > 0) setState({ posts: page.items, total: page.total, page: 1 });
      },
      // The section stays hidden: the server has logged why its feed could not be read.
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  // After "more posts", the first new post's link takes the focus (keyboard and screen readers go on from there).
  useEffect(() => {
    if (focusAt === null) return;
    list.current?.querySelectorAll<HTMLAnchorElement>(".blog-card__link")[focusAt]?.focus();
    setFocusAt(null);
  }, [focusAt]);

  if (!state) return null;

  const loadMore = () => {
    setMore("loading");
    loadPage(state.page + 1).then(
      (page) => {
        setState({ posts: [...state.posts, ...page.items], total: page.total, page: state.page + 1 });
        if (page.items.length > 0) setFocusAt(state.posts.length);
        setMore("idle");
      },
      () => setMore("failed"),
    );
  };

  return (
    <section className="section container home-blog" aria-labelledby="home-blog-title">
      <h2 id="home-blog-title">{t("home-sections.blog.title")}</h2>
      <ul className="blog-posts" ref={list}>
        {state.posts.map((post) => (
          <li key={post.id}>
            <BlogCard post={post} locale={locale} />
          </li>
        ))}
      </ul>
      {state.posts.length < state.total ? (
        <div className="home-blog__more">
          <button
            type="button"
            className="button"
            onClick={loadMore}
            disabled={more === "loading"}
            aria-busy={more === "loading"}
          >
            {t("home-sections.blog.more")}
          </button>
          {more === "failed" ? (
            <p className="home-blog__note" role="status">
              {t("home-sections.blog.moreFailed")}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function BlogCard({ post, locale }: { post: BlogPost; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <article className="blog-card">
      {post.imageUrl ? (
        <img
          className="blog-card__image"
          src={post.imageUrl}
          alt=""
          loading="lazy"
          decoding="async"
          width={320}
          height={180}
        />
      ) : null}
      <div className="blog-card__body">
        <h3 className="blog-card__title" dir="auto">
          <a className="blog-card__link" href={post.url} target="_blank" rel="noopener">
            {localizeDigits(post.title, locale)}
            <span className="visually-hidden"> {t("home-sections.blog.opensNewTab")}</span>
          </a>
        </h3>
        {post.publishedAt ? (
          <time className="blog-card__date" dateTime={post.publishedAt}>
            {formatDate(post.publishedAt, locale)}
          </time>
        ) : null}
        {post.excerpt ? (
          <p className="blog-card__excerpt" dir="auto">
            {localizeDigits(post.excerpt, locale)}
          </p>
        ) : null}
      </div>
    </article>
  );
}
