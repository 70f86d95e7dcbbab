import { createToaster } from '@chakra-ui/react';
import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
import { NARROW_QUERY } from '@/lib/use-media-query';

/**
 * Where toasts appear: top right on wide screens; on phones at the bottom, where they do not cover the page's
 * headline (a payment's 'Payment Successful!' and its code). Chosen once, when the app loads.
 */
export function toastPlacement(): 'top-end' | 'bottom' {
  const narrow =
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(NARROW_QUERY).matches;
  return narrow ? 'bottom' : 'top-end';
}

export const toaster = createToaster({
  placement: toastPlacement(),
  pauseOnPageIdle: true,
  max: 5,
});

export type ToastType = 'success' | 'error' | 'info' | 'warning' | 'loading';

/**
 * Shows a toast with a title and an optional description. With an `id`, a second toast of that id replaces the first
 * instead of stacking under it, and `closeToast(id)` (or `useCloseToastWhenFixed`) closes it.
 */
export function showToast(title: string, description?: string, type: ToastType = 'info', id?: string) {
  // No `id` key at all without one: the store would take an undefined id over the one it makes.
  toaster.create({
    ...(id ? { id } : {}),
    title,
    description,
    type,
    closable: true,
    duration: type === 'error' ? 7000 : 5000,
  });
}

/** Closes the toast `id` if it is showing. */
export function closeToast(id: string) {
  if (toaster.isVisible(id)) toaster.dismiss(id);
}

/**
 * One rule for every form's error toast (issue 24): it lasts only as long as the error it reports. The form shows it
 * with `showToast(…, 'error', id)` and passes here whether that error is fixed (the fields it names are valid again,
 * or the form went through); the moment `fixed` turns true, the toast closes. Without an `id`, nothing happens.
 */
export function useCloseToastWhenFixed(id: string | undefined, fixed: boolean) {
  useEffect(() => {
    if (id && fixed) closeToast(id);
  }, [id, fixed]);
}

// Most visits never see a toast: the view (the toast machines, about 10 KB of gzipped JavaScript) is loaded with the
// first one instead of with every page. It then shows the toasts the store already holds.
let toastSeen = false;
const toastListeners = new Set<() => void>();
toaster.subscribe(() => {
  if (toastSeen) return;
  toastSeen = true;
  toastListeners.forEach((listener) => listener());
});
const subscribeToFirstToast = (listener: () => void) => {
  toastListeners.add(listener);
  return () => {
    toastListeners.delete(listener);
  };
};

const ToasterView = lazy(() => import('./toaster-view').then((module) => ({ default: module.ToasterView })));

export function Toaster() {
  const needed = useSyncExternalStore(
    subscribeToFirstToast,
    () => toastSeen,
    () => false,
  );
  return needed ? (
    <Suspense fallback={null}>
      <ToasterView toaster={toaster} />
    </Suspense>
  ) : null;
}
