/**
 * The home page's sections that come after the page (decision 018): the blog's posts and the
 * trending destinations, read once the page is hydrated. Imported lazily by their sections, so
 * that the domain's schemas (and zod) stay out of the home page's first scripts.
 */
import { type BlogPage, blogPageSchema } from "@safar/domain/blog";
import { api } from "../../lib/api";

/** One page of the blog (8 posts, newest first); public, so sent without the customer's token. */
export function loadBlogPage(page: number, signal?: AbortSignal): Promise<BlogPage> {
  return api().request("front-api/Blog/GetPosts", {
    method: "GET",
    query: { page },
    auth: false,
    signal,
    schema: blogPageSchema,
  });
}
