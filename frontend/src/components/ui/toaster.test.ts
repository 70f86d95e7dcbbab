import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeMediaQueryList } from '@/testing/match-media';
import { closeToast, showToast, toastPlacement, toaster, useCloseToastWhenFixed } from './toaster';

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

describe('error toasts keyed by id (issue 24)', () => {
  it('a toast of the same id replaces the last one; closeToast closes it', () => {
    const dismiss = vi.spyOn(toaster, 'dismiss');
    showToast('Missing information', 'Please complete: Industry', 'error', 'form-missing');
    showToast('Missing information', 'Please complete: State', 'error', 'form-missing');
    showToast('Saved', undefined, 'success');
    const shown = toaster.getVisibleToasts();
    expect(shown.filter((toast) => toast.id === 'form-missing')).toHaveLength(1);
    expect(shown.find((toast) => toast.id === 'form-missing')?.description).toBe('Please complete: State');
    expect(shown).toHaveLength(2);

    closeToast('form-missing');
    expect(dismiss).toHaveBeenCalledWith('form-missing');
    closeToast('no-such-toast');
    expect(dismiss).toHaveBeenCalledTimes(1);
  });

  it('useCloseToastWhenFixed closes the toast the moment its error is fixed, and only then', () => {
    const dismiss = vi.spyOn(toaster, 'dismiss');
    const { rerender } = renderHook(({ fixed }) => useCloseToastWhenFixed('name-required', fixed), {
      initialProps: { fixed: false },
    });
    showToast('Business name required', undefined, 'error', 'name-required');
    rerender({ fixed: false });
    expect(dismiss).not.toHaveBeenCalled();
    rerender({ fixed: true });
    expect(dismiss).toHaveBeenCalledWith('name-required');
  });
});
