import { describe, expect, it, vi } from 'vitest';
import { fakeMediaQueryList } from '@/testing/match-media';
import { toastPlacement } from './toaster';

const screenOf = (narrow: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    fakeMediaQueryList(query, narrow && query.includes('max-width')),
  );

describe('toast placement', () => {
  it('puts toasts at the bottom on phones, clear of the headline, and top right on wide screens', () => {
    screenOf(true);
    expect(toastPlacement()).toBe('bottom');
    screenOf(false);
    expect(toastPlacement()).toBe('top-end');
  });
});
