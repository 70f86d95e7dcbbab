import { useSyncExternalStore } from 'react';
import { heldDocumentCode, subscribeDocumentCode } from './storage';

/**
 * The document code this browser holds (null: none), kept up to date as it is redeemed, bought or signed out of, here
 * or in another tab. Only the code: whether it can still draft is the server's to say (features/document-code).
 */
export function useHeldDocumentCode(): string | null {
  return useSyncExternalStore(subscribeDocumentCode, heldDocumentCode, () => null);
}
