import { describe, expect, it } from 'vitest';
import { emptyDocumentData } from '@/lib/document-data';
import { DOCUMENT_TYPE_LABELS, PROTECTION_LEVELS, SPECIAL_CLAUSES } from '@/lib/options';
import { NDA_PRESET, withNdaPreset } from './preset';

describe('the NDA preset', () => {
  it('names options the server knows (the generated lists)', () => {
    expect(DOCUMENT_TYPE_LABELS).toContain(NDA_PRESET.documentType);
    expect(PROTECTION_LEVELS).toContain(NDA_PRESET.protectionLevel);
    const clauseIds = SPECIAL_CLAUSES.map((clause) => clause.id);
    for (const id of NDA_PRESET.specialClauses) expect(clauseIds).toContain(id);
  });

  it('keeps the business details and drops what this page does not show', () => {
    const typedElsewhere = {
      ...emptyDocumentData(),
      documentType: 'Privacy Policy',
      businessName: 'Acme Widgets',
      stateJurisdiction: 'Texas',
      specialClauses: ['data-protection'],
      customInstructions: 'Mention our mobile app.',
      customDocument: { specificDocumentType: 'Lease', documentDescription: 'x', questionAnswerPairs: [] },
    };
    expect(withNdaPreset(typedElsewhere)).toEqual({
      ...emptyDocumentData(),
      documentType: 'Non-Disclosure Agreement',
      businessName: 'Acme Widgets',
      stateJurisdiction: 'Texas',
      protectionLevel: 'Comprehensive',
      pricingTier: '$19',
      specialClauses: ['non-compete', 'intellectual-property', 'enhanced-confidentiality'],
    });
  });
});
