import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';

/** Renders one component with Chakra, a fresh SWR cache and a memory router (no app routes). */
export function renderUi(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const user = userEvent.setup();
  const result = render(
    <ChakraProvider value={defaultSystem}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </SWRConfig>
    </ChakraProvider>,
  );
  return { ...result, user };
}

/** An IntersectionObserver that reports every observed element as on screen at once. */
export function stubVisibleIntersectionObserver() {
  class VisibleIntersectionObserver {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    private readonly callback: IntersectionObserverCallback;
    constructor(callback: IntersectionObserverCallback) {
      this.callback = callback;
    }
    observe(target: Element) {
      this.callback(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', VisibleIntersectionObserver);
}
