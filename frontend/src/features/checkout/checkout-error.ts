/**
 * The last checkout failure, for the 'Payment Error' banner (spec §8). A tiny store rather than hook state, so the
 * banner can sit wherever the page puts it without the page passing the error along.
 */
import { useSyncExternalStore } from 'react';

let current: string | null = null;
const listeners = new Set<() => void>();

export function setCheckoutError(message: string | null): void {
  if (current === message) return;
  current = message;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The checkout error to show, or null. */
export function useCheckoutError(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
