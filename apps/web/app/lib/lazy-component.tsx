// biome-ignore-all lint/correctness/noNestedComponentDefinitions: lazyComponent is a factory called once per module at load (like React.lazy), never during a render
// biome-ignore-all lint/correctness/noComponentHookFactories: same: it makes a component at module level
import { type ComponentProps, type ComponentType, lazy } from "react";

/**
 * A code-split component (like React.lazy) that renders without suspending once its module is
 * loaded. The server loads every one of them before it renders a page (`preloadLazyComponents`,
 * entry.server), so a server render never waits on code: before this, the first render after a
 * start answered skeletons with swap scripts, and the page cache kept that page (home CLS 0.19).
 * In the browser it suspends until the chunk arrives, and React keeps the server's markup meanwhile
 * (selective hydration).
 */
const preloads = new Set<() => Promise<unknown>>();

// biome-ignore lint/suspicious/noExplicitAny: a component of any props, as React.lazy takes it
export function lazyComponent<T extends ComponentType<any>>(factory: () => Promise<{ default: T }>) {
  let loaded: T | undefined;
  const load = () =>
    factory().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(load);
  preloads.add(load);
  function LazyComponent(props: ComponentProps<T>) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  /** Loads the module now (a route's clientLoader, beside its data), so the render never suspends. */
  LazyComponent.preload = load;
  return LazyComponent;
}

/** Loads every lazily split component's module (the server, once, before its first render). */
export function preloadLazyComponents(): Promise<unknown> {
  return Promise.all([...preloads].map((load) => load()));
}
