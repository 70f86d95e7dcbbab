import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { toaster } from '@/components/ui/toaster';
import { applySiteConfig } from '@/config/site';
import { forgetEarlyCalls } from '@/lib/api-client';
import { forgetPreparedPlans } from '@/features/document-plan/api/plan-document';
import { fakeMediaQueryList } from './match-media';
import { LOCAL_SITE_CONFIG } from './site-config';

// findBy* and waitFor wait for a condition; Testing Library gives up after 1 s by default, which a screen's first
// render (its route's code loaded on first use) can take when the run shares a loaded machine (scripts/test runs
// Vitest beside the Rust tests and Playwright). Waiting longer costs nothing when the condition comes sooner.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks a few browser APIs that Chakra UI (Ark/Zag) uses.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
class IntersectionObserverStub {
  root = null;
  rootMargin = '';
  thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
Object.assign(globalThis, {
  ResizeObserver: ResizeObserverStub,
  IntersectionObserver: IntersectionObserverStub,
});
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => fakeMediaQueryList(query, false),
  });
}
window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};
// Chakra's Select scrolls its list to the chosen option.
if (!window.Element.prototype.scrollTo) window.Element.prototype.scrollTo = function scrollTo() {};
window.scrollTo = (() => {}) as typeof window.scrollTo;
if (!URL.createObjectURL) URL.createObjectURL = () => 'blob:test';
if (!URL.revokeObjectURL) URL.revokeObjectURL = () => {};

beforeEach(() => {
  // Each test starts from the local server's default configuration; a test may apply another.
  applySiteConfig(LOCAL_SITE_CONFIG);
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  toaster.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  forgetEarlyCalls();
  forgetPreparedPlans();
});
