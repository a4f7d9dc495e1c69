// biome-ignore-all lint/correctness/noNestedComponentDefinitions: lazyComponent is a factory called once per module at load (like React.lazy), never during a render
// biome-ignore-all lint/correctness/noComponentHookFactories: same: it makes a component at module level
import { type ComponentProps, type ComponentType, createContext, lazy, useContext } from "react";

/**
 * A code-split component (like React.lazy) that renders without suspending once its module is
 * loaded. The server loads every one of them before it renders a page (`preloadLazyComponents`,
 * entry.server), so a server render never waits on code: before this, the first render after a
 * start answered skeletons with swap scripts, and the page cache kept that page (home CLS 0.19).
 *
 * The server also notes which of them a page rendered (`RenderedLazyComponents`), and the page
 * names them (`lazyComponentsScript`); the browser loads those modules before it hydrates
 * (`preloadRenderedLazyComponents`, entry.client), so hydration never suspends on them either.
 * Before this, a boundary still waiting for its chunk was thrown away and rendered again from
 * scratch when the router updated during hydration (its route discovery patching the routes: React
 * client-renders a dehydrated boundary that receives an update), which cost the home page a
 * 100 ms task at 4× CPU and re-created its search box and FAQ (decision 027).
 */
const registry = new Map<string, () => Promise<unknown>>();

/** The names of the code-split components a server render rendered (entry.server provides it). */
export const RenderedLazyComponents = createContext<Set<string> | null>(null);

// biome-ignore lint/suspicious/noExplicitAny: a component of any props, as React.lazy takes it
export function lazyComponent<T extends ComponentType<any>>(
  name: string,
  factory: () => Promise<{ default: T }>,
) {
  if (!/^[a-z0-9.-]+$/.test(name)) throw new Error(`lazyComponent: "${name}" is not a plain name`);
  let loaded: T | undefined;
  const load = () =>
    factory().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(load);
  // One component per name: a second one would never be preloaded. Only a hot reload of the same
  // module (development) defines a name again, and its new code replaces the old.
  if (registry.has(name) && !import.meta.hot) throw new Error(`lazyComponent: "${name}" is defined twice`);
  registry.set(name, load);
  function LazyComponent(props: ComponentProps<T>) {
    useContext(RenderedLazyComponents)?.add(name);
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  /** Loads the module now (a route's clientLoader, beside its data), so the render never suspends. */
  LazyComponent.preload = load;
  return LazyComponent;
}

/** Loads the named code-split components' modules (every one without names: the server, once). */
export function preloadLazyComponents(names?: Iterable<string>): Promise<unknown> {
  const loads = names ? [...names].flatMap((name) => registry.get(name) ?? []) : [...registry.values()];
  return Promise.all(loads.map((load) => load()));
}

const SCRIPT_ID = "lazy-components";

/** The page's note of the code-split components its server render rendered (not a script that runs). */
export function lazyComponentsScript(names: Set<string>): string {
  if (names.size === 0) return "";
  // Names are plain (lazyComponent checks them): nothing in them can close the element.
  return `<script type="application/json" id="${SCRIPT_ID}">${JSON.stringify([...names].sort())}</script>`;
}

/** Loads the modules the server's render of this document used, before hydration. */
export function preloadRenderedLazyComponents(document: Document): Promise<unknown> | undefined {
  const text = document.getElementById(SCRIPT_ID)?.textContent;
  if (!text) return undefined;
  let names: unknown;
  try {
    names = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!Array.isArray(names)) return undefined;
  return preloadLazyComponents(names.filter((name): name is string => typeof name === "string"));
}
