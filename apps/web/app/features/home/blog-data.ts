/**
 * The home page's blog posts (spec §7 blog feed), imported lazily by the blog section: only the
 * blog's shape, not the flight and hotel modules the other sections' cards need.
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
