import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import {
  lazyComponent,
  lazyComponentsScript,
  preloadLazyComponents,
  preloadRenderedLazyComponents,
  RenderedLazyComponents,
} from "./lazy-component";

function Greeting({ who }: { who: string }) {
  return <p>hello {who}</p>;
}

function Farewell() {
  return <p>bye</p>;
}

const loadGreeting = vi.fn(async () => ({ default: Greeting }));
const loadFarewell = vi.fn(async () => ({ default: Farewell }));
const LazyGreeting = lazyComponent("test-greeting", loadGreeting);
const LazyFarewell = lazyComponent("test-farewell", loadFarewell);

function documentWith(text: string | null): Document {
  return { getElementById: () => (text === null ? null : { textContent: text }) } as unknown as Document;
}

describe("lazyComponent", () => {
  it("notes the components a server render rendered, and only those", async () => {
    await preloadLazyComponents(["test-greeting", "test-farewell"]);
    const rendered = new Set<string>();
    const html = renderToStaticMarkup(
      <RenderedLazyComponents.Provider value={rendered}>
        <LazyGreeting who="Najaf" />
      </RenderedLazyComponents.Provider>,
    );
    expect(html).toBe("<p>hello Najaf</p>");
    expect([...rendered]).toEqual(["test-greeting"]);
    expect(lazyComponentsScript(rendered)).toBe(
      '<script type="application/json" id="lazy-components">["test-greeting"]</script>',
    );
    expect(lazyComponentsScript(new Set())).toBe("");
    // Without the provider (the browser), nothing is noted and nothing breaks.
    expect(renderToStaticMarkup(<LazyFarewell />)).toBe("<p>bye</p>");
  });

  it("loads before hydration exactly the modules the page names", async () => {
    loadGreeting.mockClear();
    loadFarewell.mockClear();
    await preloadRenderedLazyComponents(documentWith('["test-farewell","not-a-component"]'));
    expect(loadFarewell).toHaveBeenCalledTimes(1);
    expect(loadGreeting).not.toHaveBeenCalled();
  });

  it("loads nothing for a page without a note, or with a broken one", () => {
    expect(preloadRenderedLazyComponents(documentWith(null))).toBeUndefined();
    expect(preloadRenderedLazyComponents(documentWith("{not json"))).toBeUndefined();
    expect(preloadRenderedLazyComponents(documentWith('{"a":1}'))).toBeUndefined();
  });

  it("refuses a name that could break out of the page's note", () => {
    expect(() => lazyComponent("</script>", loadGreeting)).toThrow(/not a plain name/);
  });

  it("refuses a second component under a name already taken (it would never be preloaded)", () => {
    expect(() => lazyComponent("test-greeting", loadFarewell)).toThrow(/defined twice/);
  });
});
