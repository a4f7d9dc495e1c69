import { describe, expect, it } from "vitest";
import { holdRouteDiscovery } from "./route-discovery";

function fakeWindow() {
  const sent: string[] = [];
  const target = {
    location: { href: "https://rahhal.test/flight/NJF" } as Location,
    fetch: (async (input: RequestInfo | URL) => {
      sent.push(String(input));
      return new Response("{}");
    }) as typeof fetch,
  };
  return { target, sent };
}

describe("holdRouteDiscovery", () => {
  it("sends the route discovery's calls once the page's code is in, and every other call at once", async () => {
    const { target, sent } = fakeWindow();
    const original = target.fetch;
    let ready!: () => void;
    holdRouteDiscovery(new Promise<void>((resolve) => (ready = resolve)), target);
    const discovery = target.fetch("/__manifest?paths=%2Ffaq&version=1");
    await target.fetch("/api/front-api/App/CheckUpdate");
    expect(sent).toEqual(["/api/front-api/App/CheckUpdate"]);
    ready();
    await discovery;
    expect(sent).toEqual(["/api/front-api/App/CheckUpdate", "/__manifest?paths=%2Ffaq&version=1"]);
    expect(target.fetch).toBe(original); // released
  });

  it("lets the discovery through when the code failed to load", async () => {
    const { target, sent } = fakeWindow();
    holdRouteDiscovery(Promise.reject(new Error("chunk failed")), target);
    await target.fetch(new URL("https://rahhal.test/__manifest?paths=%2F"));
    expect(sent).toEqual(["https://rahhal.test/__manifest?paths=%2F"]);
  });
});
