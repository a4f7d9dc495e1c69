import { describe, expect, it } from "vitest";
import { atomFeed, RSS_ORDER, rssFeed } from "../../test/blog-feeds";
import { plainText, postsOfFeed, shorten } from "./blog-feed";

const origin = "https://blog.example";
const mapping = { feedUrl: `${origin}/feed.xml`, imageOrigins: [origin] };

describe("plainText", () => {
  it("drops tags, scripts and styles, decodes entities and collapses white space", () => {
    expect(
      plainText(`<p>Visit <b>Karbala</b> &amp; Najaf</p><script>alert("x")</script><style>p{}</style>`),
    ).toBe("Visit Karbala & Najaf");
    expect(plainText("<p>one</p><p>two<br>three</p>")).toBe("one two three");
    expect(plainText("&lt;script&gt;alert(1)&lt;/script&gt;")).toBe("<script>alert(1)</script>");
    expect(plainText("  سفر   إلى\nكربلاء ")).toBe("سفر إلى كربلاء");
  });
});

describe("shorten", () => {
  it("cuts at a word and ends with an ellipsis only when it cuts", () => {
    expect(shorten("short", 10)).toBe("short");
    expect(shorten("one two three four", 12)).toBe("one two…");
    expect(shorten("abcdefghijklmnop", 5)).toBe("abcde…");
  });
});

describe("postsOfFeed", () => {
  it("reads RSS 2.0: newest first, plain text, links resolved, a javascript: link left out", () => {
    const posts = postsOfFeed(rssFeed(origin), mapping);
    expect(posts.map((post) => post.id)).toEqual([...RSS_ORDER]);
    const eleven = posts[0];
    expect(eleven).toEqual({
      id: "post-11",
      title: "دليل السفر 11",
      url: `${origin}/posts/11`,
      publishedAt: "2026-11-11T09:30:00.000Z",
      excerpt: "ملخص المقالة رقم 11.",
      imageUrl: `${origin}/pictures/11.png`,
    });
    const three = posts.find((post) => post.id === "post-3");
    expect(three?.excerpt).toBe("Visit Karbala & Najaf");
    expect(three?.imageUrl).toBe(`${origin}/pictures/inline.png`);
    expect(posts.some((post) => post.url.startsWith("javascript:"))).toBe(false);
  });

  it("takes a post's picture from its image, media, enclosure or first <img>, only from allowed origins", () => {
    const byId = new Map(postsOfFeed(rssFeed(origin), mapping).map((post) => [post.id, post.imageUrl]));
    expect(byId.get("post-1")).toBe(`${origin}/pictures/1.jpg`);
    expect(byId.get("post-10")).toBe(`${origin}/pictures/10.png`);
    expect(byId.get("post-2")).toBeNull(); // elsewhere.example is not an allowed origin
    expect(byId.get("post-4")).toBeNull();
  });

  it("reads Atom: HTML titles and summaries as text, the updated date when none is published", () => {
    const posts = postsOfFeed(atomFeed(origin), mapping);
    expect(posts.map((post) => [post.id, post.title, post.excerpt, post.publishedAt, post.imageUrl])).toEqual(
      [
        [
          "urn:post:mashhad",
          "Mashhad for pilgrims",
          "Imam Reza shrine",
          "2026-11-18T08:00:00.000Z",
          `${origin}/pictures/mashhad.jpg`,
        ],
        [
          "urn:post:istanbul",
          "Istanbul in winter",
          "Snow on the Bosphorus",
          "2026-11-10T08:00:00.000Z",
          null,
        ],
        ["urn:post:undated", "Undated notes", "No date here", null, null],
      ],
    );
    expect(posts[0]?.url).toBe(`${origin}/atom/mashhad`);
  });

  it("shortens long summaries and refuses what is no feed", () => {
    const long = rssFeed(origin).replace("ملخص المقالة رقم 11.", "كلمة ".repeat(100));
    const excerpt = postsOfFeed(long, mapping)[0]?.excerpt ?? "";
    expect(excerpt.length).toBeLessThanOrEqual(181);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(() => postsOfFeed("<html><body>not a feed</body></html>", mapping)).toThrow();
  });
});
