/**
 * The blog on the home page (spec §7: an external posts feed, read 8 per page, newest first; §9
 * blog 8 per page): the posts of an RSS or Atom feed set by configuration, as plain text.
 */
import { z } from "zod";
import { pageNumberSchema, pageOf } from "./paging";

/** Posts a page of the blog shows (spec §9). */
export const BLOG_PAGE_SIZE = 8;
/** The deepest page one may ask for (a feed rarely holds more than a few dozen posts). */
export const BLOG_MAX_PAGE = 100;

export const blogPostSchema = z.object({
  /** The feed's id of the post (its guid or Atom id), else its link. */
  id: z.string(),
  title: z.string(),
  /** The post itself, an http(s) URL on the blog's site. */
  url: z.string(),
  /** When it was published (ISO 8601), null when the feed does not say. */
  publishedAt: z.string().nullable(),
  /** The start of its summary as plain text (any HTML of the feed taken out). */
  excerpt: z.string(),
  /** Its picture (http or https, from an origin the site's content policy allows), else null. */
  imageUrl: z.string().nullable(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** `GET front-api/Blog/GetPosts?page=`: one page of posts, newest first (an empty page when the blog is off or its feed cannot be read). */
export const blogPageQuerySchema = z.object({ page: pageNumberSchema(BLOG_MAX_PAGE) });
export const blogPageSchema = pageOf(blogPostSchema);
export type BlogPage = z.infer<typeof blogPageSchema>;
