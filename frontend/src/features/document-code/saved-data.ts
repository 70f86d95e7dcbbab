import { isBlank } from '@/lib/document-data';
import type { DocumentData } from '@/types/api';

/** Fields that must all be non-empty for saved document data to be usable (spec §5). */
export const SAVED_DATA_FIELDS = [
  'documentType',
  'businessName',
  'businessType',
  'stateJurisdiction',
  'industry',
  'protectionLevel',
] as const;

/** Whether a code's saved document data is complete enough to offer 'Previous Document Found'. */
export function isSavedDocumentDataComplete(
  data: Partial<DocumentData> | null | undefined,
): data is Partial<DocumentData> {
  if (!data || typeof data !== 'object') return false;
  return SAVED_DATA_FIELDS.every((field) => !isBlank(data[field]));
}
