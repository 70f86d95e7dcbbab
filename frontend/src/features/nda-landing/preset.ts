/** The order the /nda page sells (spec §3 'On /nda preset'). */
import { useEffect } from 'react';
import { emptyDocumentData } from '@/lib/document-data';
import { keepDetails } from '@/lib/document-details';
import type { DetailField } from '@/lib/order-schema';
import { useDocumentData } from '@/stores/document-data';
import type { DocumentData } from '@/types/api';

export const NDA_PRESET = {
  documentType: 'Non-Disclosure Agreement',
  pricingTier: '$19',
  protectionLevel: 'Comprehensive',
  specialClauses: ['non-compete', 'intellectual-property', 'enhanced-confidentiality'],
} as const;

/**
 * The optional details this page asks for (step 2): Mutual or One-way, the purpose, and whether the other party is a
 * person or a business (some states' notices for an NDA with an individual turn on it).
 */
export const NDA_DETAIL_FIELDS: readonly DetailField[] = ['mutuality', 'purpose', 'counterpartyEntityType'];

/**
 * The draft with the NDA preset over it. Instructions, custom-type data and details (but this page's own) typed on
 * another page are dropped: this page neither shows nor asks for them, so they must not ride along unseen into the NDA.
 */
export function withNdaPreset(data: DocumentData): DocumentData {
  const empty = emptyDocumentData();
  return {
    ...data,
    documentType: NDA_PRESET.documentType,
    pricingTier: NDA_PRESET.pricingTier,
    protectionLevel: NDA_PRESET.protectionLevel,
    specialClauses: [...NDA_PRESET.specialClauses],
    customInstructions: empty.customInstructions,
    customDocument: empty.customDocument,
    details: keepDetails(data.details, NDA_DETAIL_FIELDS),
  };
}

/** Sets the preset on the shared order draft when the page opens; the business details already typed stay. */
export function useNdaPreset(): void {
  const { updateField } = useDocumentData();
  useEffect(() => {
    const empty = emptyDocumentData();
    updateField('documentType', NDA_PRESET.documentType);
    updateField('pricingTier', NDA_PRESET.pricingTier);
    updateField('protectionLevel', NDA_PRESET.protectionLevel);
    updateField('specialClauses', [...NDA_PRESET.specialClauses]);
    updateField('customInstructions', empty.customInstructions);
    updateField('customDocument', empty.customDocument);
  }, [updateField]);
}
