/**
 * Feeds for the blog's tests (API and end-to-end): an RSS 2.0 feed of twelve posts (one with a
 * `javascript:` link, left out), out of date order, with HTML, scripts and entities in their
 * summaries and pictures four ways; and an Atom feed of three entries. `origin` is the local feed
 * server's, so that links and pictures point at it.
 */

/** RSS posts as written, newest first once sorted: the ids the blog must answer, in order. */
export const RSS_ORDER = [
  "post-11",
  "post-10",
  "post-9",
  "post-8",
  "post-7",
  "post-6",
  "post-5",
  "post-4",
  "post-3",
  "post-2",
  "post-1",
] as const;

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 9, 30)).toUTCString();

function rssItem(n: number, extra = "", description = `<p>ملخص المقالة رقم ${n}.</p>`) {
  return `
    <item>
      <title>دليل السفر ${n}</title>
      <link>/posts/${n}</link>
      <guid isPermaLink="false">post-${n}</guid>
      <pubDate>${day(n)}</pubDate>
      <description><![CDATA[${description}]]></description>
      ${extra}
    </item>`;
}

export function rssFeed(origin: string): string {
  // Written out of order: the blog sorts them.
  const items = [
    rssItem(
      3,
      "",
      `<p>Visit <b>Karbala</b> &amp; Najaf</p><script>alert("x")</script><style>p{color:red}</style><img src="${origin}/pictures/inline.png">`,
    ),
    rssItem(1, `<enclosure url="${origin}/pictures/1.jpg" type="image/jpeg" length="1000"/>`),
    rssItem(11, `<media:content url="${origin}/pictures/11.png" medium="image" type="image/png"/>`),
    rssItem(
      10,
      `<content:encoded><![CDATA[<p>Full text</p><img src="/pictures/10.png" alt="">]]></content:encoded>`,
    ),
    rssItem(2, `<enclosure url="https://elsewhere.example/2.jpg" type="image/jpeg" length="1000"/>`),
    ...[4, 5, 6, 7, 8, 9].map((n) => rssItem(n)),
    `
    <item>
      <title>A trap</title>
      <link>javascript:alert(1)</link>
      <guid>trap</guid>
      <pubDate>${day(20)}</pubDate>
      <description>never shown</description>
    </item>`,
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:media="http://search.yahoo.com/mrss/">
  <channel>
    <title>مدونة رحّال</title>
    <link>${origin}/</link>
    <description>Travel notes</description>
    <language>ar</language>
    ${items.join("\n")}
  </channel>
</rss>
`;
}

export function atomFeed(origin: string): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Rahhal blog</title>
  <link href="${origin}/"/>
  <id>urn:uuid:60a76c80-d399-11d9-b93C-0003939e0af6</id>
  <updated>2026-11-20T10:00:00Z</updated>
  <entry>
    <title type="html">Istanbul in &lt;em&gt;winter&lt;/em&gt;</title>
    <link rel="alternate" href="${origin}/atom/istanbul"/>
    <id>urn:post:istanbul</id>
    <published>2026-11-10T08:00:00Z</published>
    <updated>2026-11-12T08:00:00Z</updated>
    <summary type="html">&lt;p&gt;Snow on the &lt;strong&gt;Bosphorus&lt;/strong&gt;&lt;/p&gt;</summary>
  </entry>
  <entry>
    <title>Mashhad for pilgrims</title>
    <link rel="alternate" href="${origin}/atom/mashhad"/>
    <id>urn:post:mashhad</id>
    <updated>2026-11-18T08:00:00Z</updated>
    <content type="html">&lt;img src="${origin}/pictures/mashhad.jpg"&gt;&lt;p&gt;Imam Reza shrine&lt;/p&gt;</content>
  </entry>
  <entry>
    <title>Undated notes</title>
    <link rel="alternate" href="${origin}/atom/undated"/>
    <id>urn:post:undated</id>
    <summary>No date here</summary>
  </entry>
</feed>
`;
}
