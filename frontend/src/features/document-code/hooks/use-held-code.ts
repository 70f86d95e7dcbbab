import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { toRequestData } from '@/lib/document-data';
import { useCreditInfo } from '@/lib/get-credit-info';
import { removeGenerationJobId } from '@/lib/storage';
import { useHeldDocumentCode } from '@/lib/use-held-document-code';
import { useDocumentData } from '@/stores/document-data';
import type { CreditInfo, DocumentData } from '@/types/api';
import { saveDocumentData } from '../api/save-document-data';

/** A document code this browser keeps (localStorage `documentCode`, until the buyer signs out of it) that can draft. */
export type HeldCode = { code: string; creditsRemaining: number; expiresAt: string };

/** The held code, when its balance (as the server answered) still allows a document now. */
export function usableHeldCode(code: string | null, info: CreditInfo | undefined, now = Date.now()): HeldCode | null {
  if (!code || !info || !(info.creditsRemaining > 0)) return null;
  const expires = Date.parse(info.expiresAt);
  if (Number.isNaN(expires) || expires <= now) return null;
  return { code, creditsRemaining: info.creditsRemaining, expiresAt: info.expiresAt };
}

/**
 * A returning buyer's code (spec §1 'redeem remaining credits'): while the browser holds a valid code with credits
 * left, a page can offer to draft with it instead of sending the visitor to pay again.
 *
 * The balance comes from get-credit-info, which never counts a held valid code as a guess. `heldCode` is null
 * while that answer is pending, and when the code is unknown, expired, inactive or spent. It follows the stored code:
 * a code redeemed on the page, or signed out of, changes it at once.
 *
 * `generateWithHeldCode(documentData)` keeps the data with the code (save-document-data), makes it the order
 * draft and opens /generate, which spends one credit on the server; no payment. It throws when the server
 * refuses the code (then `heldCode` is checked again); any other failure to save does not stop it, because the
 * generating screen sends the form data itself.
 */
export function useHeldCode() {
  const navigate = useNavigate();
  const { setDocumentData } = useDocumentData();
  const storedCode = useHeldDocumentCode();
  const { data, mutate } = useCreditInfo(storedCode, 'offer-held-code');
  const heldCode = usableHeldCode(storedCode, data);

  async function generateWithHeldCode(documentData: DocumentData): Promise<void> {
    if (!heldCode) throw new Error('No document code with credits left is held.');
    const payload = toRequestData(documentData);
    try {
      await saveDocumentData(heldCode.code, payload);
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.status === 403)) {
        // Forget the stale balance (SWR would keep it through a failed revalidation) and ask again.
        void mutate(undefined);
        throw error;
      }
      console.error('Saving document data failed', error);
    }
    setDocumentData(payload);
    // A new document: /generate must start a job for this data, not resume the code's previous one.
    removeGenerationJobId();
    navigate(paths.generate.getHref());
  }

  return { heldCode, generateWithHeldCode };
}
