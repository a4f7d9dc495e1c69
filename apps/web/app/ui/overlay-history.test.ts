import { describe, expect, it, vi } from "vitest";
import { createOverlayHistory, type HistoryHost, OVERLAY_PARAM } from "./overlay-history";

/**
 * A browser history in memory: Back lands a task later, as in a browser; the "router" listens after
 * us. Where a Back lands when the page pushes before it landed depends on the browser and the
 * timing: by default on the entry under the one current when it lands; `backTargetAtCall` picks the
 * entry under the one current when Back was called (what Debian's Chromium did when a page called
 * `history.back()` then `history.pushState()`, tried on 2026-11-29).
 */
function fakeBrowser(start = "https://safar.test/flight/EBL?origin=BSR", backTargetAtCall = false) {
  const entries: { href: string; state: unknown }[] = [{ href: start, state: { idx: 0 } }];
  let index = 0;
  const ours: Array<(event: PopStateEvent) => void> = [];
  const routerSaw: string[] = [];
  const current = () => entries[index] ?? { href: start, state: null };

  const pop = () => {
    let stopped = false;
    const event = {
      stopImmediatePropagation: () => {
        stopped = true;
      },
    } as unknown as PopStateEvent;
    for (const listener of ours) listener(event);
    if (!stopped) routerSaw.push(current().href);
  };
  const go = (delta: number, from?: number) =>
    new Promise<void>((resolve) =>
      setTimeout(() => {
        const next = (from ?? index) + delta;
        if (next >= 0 && next < entries.length) {
          index = next;
          pop();
        }
        resolve();
      }, 0),
    );

  let landed: Promise<void> = Promise.resolve();
  const host: HistoryHost = {
    location: {
      get href() {
        return current().href;
      },
    },
    history: {
      get state() {
        return current().state;
      },
      pushState(state, _unused, url) {
        entries.splice(index + 1, entries.length, { href: url, state });
        index = entries.length - 1;
      },
      back() {
        landed = go(-1, backTargetAtCall ? index : undefined);
      },
    },
    addEventListener(_type, listener) {
      ours.push(listener);
    },
  };
  return {
    host,
    routerSaw,
    href: () => current().href,
    length: () => entries.length,
    /** The customer's Back or Forward button. */
    press: (delta: number) => go(delta),
    /** Waits for a Back the registry asked for. */
    landed: () => landed,
    /** The app's own navigation (React Router pushes). */
    navigate: (href: string) => host.history.pushState({ idx: 9 }, "", href),
  };
}

const tokenIn = (href: string) => new URL(href).searchParams.get(OVERLAY_PARAM);

describe("overlay history (spec §2: Back closes an open overlay through `rqs`)", () => {
  it("opening adds an entry with a random rqs and keeps the router's entry state", () => {
    const browser = fakeBrowser();
    const registry = createOverlayHistory(browser.host);
    registry.push(() => {});
    expect(browser.length()).toBe(2);
    expect(tokenIn(browser.href())).toMatch(/^[a-z0-9]+$/);
    expect(browser.href()).toContain("origin=BSR");
    expect(browser.host.history.state).toEqual({ idx: 0 });
  });

  it("Back closes the overlay and the router never sees it", async () => {
    const browser = fakeBrowser();
    const registry = createOverlayHistory(browser.host);
    const onBack = vi.fn();
    registry.push(onBack);
    await browser.press(-1);
    expect(onBack).toHaveBeenCalledOnce();
    expect(tokenIn(browser.href())).toBeNull();
    expect(browser.routerSaw).toEqual([]);
  });

  it("closing another way goes back one entry, silently, and reports settled after", async () => {
    const browser = fakeBrowser();
    const registry = createOverlayHistory(browser.host);
    const onBack = vi.fn();
    const release = registry.push(onBack);
    release();
    const settled = vi.fn();
    registry.whenSettled(settled);
    expect(settled).not.toHaveBeenCalled(); // the Back is still in flight
    await browser.landed();
    expect(settled).toHaveBeenCalledOnce();
    expect(onBack).not.toHaveBeenCalled();
    expect(tokenIn(browser.href())).toBeNull();
    expect(browser.routerSaw).toEqual([]);
    // Releasing twice does nothing more.
    release();
    expect(browser.length()).toBe(2);
  });

  it("after a navigation away, closing pops nothing and the next Back is the router's", async () => {
    const browser = fakeBrowser();
    const registry = createOverlayHistory(browser.host);
    const release = registry.push(() => {});
    browser.navigate("https://safar.test/profile");
    release();
    await browser.press(-1);
    expect(browser.routerSaw).toHaveLength(1);
  });

  it("overlays stack: each Back closes the top one", async () => {
    const browser = fakeBrowser();
    const registry = createOverlayHistory(browser.host);
    const closed: string[] = [];
    registry.push(() => closed.push("sheet"));
    registry.push(() => closed.push("details"));
    await browser.press(-1);
    expect(closed).toEqual(["details"]);
    await browser.press(-1);
    expect(closed).toEqual(["details", "sheet"]);
    expect(browser.routerSaw).toEqual([]);
  });

  it("a Back of ours that a navigation superseded does not swallow the customer's next Back", async () => {
    const browser = fakeBrowser();
    const registry = createOverlayHistory(browser.host);
    const release = registry.push(() => {});
    // The Back is asked for, but the browser drops it (a navigation started first).
    const back = browser.host.history.back;
    browser.host.history.back = () => {};
    release();
    browser.host.history.back = back;
    browser.navigate("https://safar.test/profile");
    await browser.press(-1);
    expect(browser.routerSaw).toHaveLength(1);
  });
  it.each([
    ["under the entry current when it lands", false],
    ["under the entry current when it was asked for", true],
  ])(
    "an overlay opened while a closed one's Back is in flight adds its entry after that Back lands (Back lands %s)",
    async (_, atCall) => {
      // A dialog mounted again: the old one releases its entry and the new one pushes, in one commit.
      const browser = fakeBrowser(undefined, atCall);
      const registry = createOverlayHistory(browser.host);
      const first = registry.push(() => {});
      const firstToken = tokenIn(browser.href());
      first();
      const onBack = vi.fn();
      const second = registry.push(onBack);
      await browser.landed();
      // The Back landed under the first entry, and the second overlay's entry is on top, still open.
      expect(onBack).not.toHaveBeenCalled();
      expect(browser.length()).toBe(2);
      const secondToken = tokenIn(browser.href());
      expect(secondToken).toMatch(/^[a-z0-9]+$/);
      expect(secondToken).not.toBe(firstToken);
      expect(browser.routerSaw).toEqual([]);
      // Back now closes it, and only it.
      await browser.press(-1);
      expect(onBack).toHaveBeenCalledOnce();
      expect(tokenIn(browser.href())).toBeNull();
      expect(browser.routerSaw).toEqual([]);
      second();
    },
  );

  it("an overlay closed again before its deferred entry was added pushes nothing", async () => {
    const browser = fakeBrowser();
    const registry = createOverlayHistory(browser.host);
    registry.push(() => {})();
    const release = registry.push(() => {});
    release();
    await browser.landed();
    expect(browser.length()).toBe(2);
    expect(tokenIn(browser.href())).toBeNull();
    expect(browser.routerSaw).toEqual([]);
  });
});
