import { lazy, type ComponentType } from 'react';

/** A component whose code loads on first render, or earlier through `preload`. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Starts (or joins) the download; resolves with the component once it is here. */
  preload: () => Promise<ComponentType<P>>;
  /** Whether the code is here: rendering then does not suspend. */
  isLoaded: () => boolean;
};

/**
 * `React.lazy` that can be fetched ahead (on pointer-over, on focus, in tests) and that, once loaded, renders in the
 * same pass instead of suspending again for every new place it is used.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Pending = lazy(() => preload().then((component) => ({ default: component })));
  const Component = (props: P) => {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Pending {...props} />;
  };
  return Object.assign(Component, { preload, isLoaded: () => loaded !== null });
}
