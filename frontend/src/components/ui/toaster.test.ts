import { describe, expect, it, vi } from 'vitest';
import { toastPlacement } from './toaster';

const screenOf = (narrow: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: narrow && query.includes('max-width'), media: query }) as MediaQueryList,
  );

describe('toast placement', () => {
  it('puts toasts at the bottom on phones, clear of the headline, and top right on wide screens', () => {
    screenOf(true);
    expect(toastPlacement()).toBe('bottom');
    screenOf(false);
    expect(toastPlacement()).toBe('top-end');
  });
});
