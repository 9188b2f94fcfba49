import { type ComponentType, type FunctionComponent, use } from "react";

export type LazyPage<P extends object> = FunctionComponent<P> & {
  /** Loads the page's code; resolves at once when it is already here. */
  preload(): Promise<void>;
};

/**
 * A page whose code is its own chunk, loaded on first use. Unlike React.lazy it renders at once when the
 * code is already loaded, so a page preloaded before hydration hydrates without a pause or a fallback.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      Loaded = component;
    });
    return loading;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module level (routes.tsx), never per render
  function Page(props: P) {
    if (!Loaded) use(preload());
    const Component = Loaded as ComponentType<P>;
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload });
}
