import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { createStaticHandler as CreateStaticHandler } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { routeMatchMemo } from "./route-match-memo";

const dist = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production",
);
const matcherChunk = readdirSync(dist)
  .filter((file) => /^chunk-\w+\.mjs$/.test(file))
  .map((file) => path.join(dist, file))
  .find((file) => readFileSync(file, "utf8").includes("function matchRoutesImpl("));

type Transform = (
  this: { error(message: string): never },
  code: string,
  id: string,
  options: { ssr: boolean },
) => { code: string } | null;
const transform = (code: string, id: string, ssr = true) =>
  (routeMatchMemo().transform as unknown as Transform).call(
    {
      error(message: string): never {
        throw new Error(message);
      },
    },
    code,
    id,
    { ssr },
  );

// The installed React Router's chunk, memoized, beside the original (so its imports resolve).
const memoized = path.join(dist, `.route-match-memo-test-${process.pid}.mjs`);
afterAll(() => rmSync(memoized, { force: true }));

describe("routeMatchMemo (React Router's route matching memoized in the server build)", () => {
  it("finds the matcher in the installed React Router, and only touches the server build", () => {
    expect(matcherChunk).toBeDefined();
    const code = readFileSync(matcherChunk ?? "", "utf8");
    expect(transform(code, matcherChunk ?? "")?.code).toContain("matchRoutesImplUnmemoized");
    expect(transform(code, matcherChunk ?? "", false)).toBeNull();
  });

  it("fails the build when the matcher's declaration changed", () => {
    const changed = "function matchRoutesImpl(routes, location, basename) {}\nfunction parsePath(p) {}";
    expect(() => transform(changed, path.join(dist, "chunk-NEW.mjs"))).toThrow(/matchRoutesImpl changed/);
  });

  it("matches as before: each URL its routes and params, every call its own copy", async () => {
    writeFileSync(
      memoized,
      transform(readFileSync(matcherChunk ?? "", "utf8"), matcherChunk ?? "")?.code ?? "",
    );
    const { createStaticHandler } = (await import(pathToFileURL(memoized).href)) as {
      createStaticHandler: typeof CreateStaticHandler;
    };
    const handler = createStaticHandler([
      {
        id: "root",
        path: "/",
        loader: () => "root",
        children: [
          { id: "home", index: true, loader: () => "home" },
          { id: "about", path: "about-us", loader: () => "about" },
          {
            id: "flight",
            path: "flight/:destination",
            loader: ({ params }) => params.destination ?? null,
          },
        ],
      },
    ]);
    const query = async (url: string) => {
      const context = await handler.query(new Request(`http://storefront.test${url}`));
      if (context instanceof Response) throw new Error("unexpected redirect");
      return context;
    };
    const first = await query("/flight/BSR");
    expect(first.matches.map((match) => match.route.id)).toEqual(["root", "flight"]);
    expect(first.loaderData.flight).toBe("BSR");
    // A caller that changes its matches changes nobody else's.
    (first.matches[1]?.params as Record<string, string>).destination = "changed";
    expect((await query("/flight/NJF")).loaderData.flight).toBe("NJF");
    const again = await query("/flight/BSR?adults=2");
    expect(again.loaderData.flight).toBe("BSR");
    expect(again.matches[1]?.params).toEqual({ destination: "BSR" });
    expect(again.matches[0]?.params).toBe(again.matches[1]?.params);
    expect((await query("/")).matches.map((match) => match.route.id)).toEqual(["root", "home"]);
    expect((await query("/about-us")).loaderData.about).toBe("about");
    expect((await query("/nowhere")).statusCode).toBe(404);
  });
});
