import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it } from "vitest";
import { createMemoryCache } from "../../platform/cache";
import { createBlogService } from "./blog.service";

describe("the blog without a feed", () => {
  it("is off and answers an empty page without reading anything", async () => {
    const service = createBlogService({
      settings: null,
      cache: createMemoryCache(),
      log: {} as FastifyBaseLogger,
    });
    expect(service.enabled).toBe(false);
    expect(await service.page(1)).toEqual({ items: [], total: 0, page: 1, pageSize: 8 });
  });
});
