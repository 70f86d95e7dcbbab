/**
 * A MediaQueryList for `query` that answers `matches` and never changes: jsdom has no layout, so tests say which
 * queries match. Listeners are accepted and never called.
 */
export function fakeMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  };
}
