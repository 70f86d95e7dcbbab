import { describe, expect, it } from 'vitest';
import { emptyDocumentData } from '@/lib/document-data';
import {
  INSTRUCTIONS_PREVIEW_CHARS,
  WIZARD_STEPS,
  draftForDocumentType,
  firstInvalidStep,
  firstStepWithErrors,
  instructionsPreview,
  validateWizardStep,
} from './wizard';

const complete = {
  ...emptyDocumentData(),
  documentType: 'Non-Disclosure Agreement',
  businessName: 'Acme Widgets',
  businessType: 'Corporation',
  stateJurisdiction: 'Texas',
  industry: 'Retail',
};

describe('home wizard rules', () => {
  it('has the four steps of spec §2 in order', () => {
    expect(WIZARD_STEPS.map((step) => step.name)).toEqual(['Document', 'Business', 'Options', 'Review']);
  });

  it('step 1 asks for a document type, and for Other (Beta) the specific type', () => {
    expect(validateWizardStep(0, emptyDocumentData())).toEqual({ documentType: 'Please select a document type' });
    expect(validateWizardStep(0, { ...emptyDocumentData(), documentType: '  ' })).toEqual({
      documentType: 'Please select a document type',
    });
    expect(validateWizardStep(0, { ...emptyDocumentData(), documentType: 'Other (Beta)' })).toEqual({
      specificDocumentType: 'Please enter the type of document you need',
    });
    expect(validateWizardStep(0, complete)).toEqual({});
  });

  it('step 2 has the spec wording for each business field; whitespace counts as empty', () => {
    expect(validateWizardStep(1, { ...emptyDocumentData(), businessName: '   ' })).toEqual({
      businessName: 'Business name is required',
      businessType: 'Please select a business type',
      stateJurisdiction: 'Please select a state/jurisdiction',
      industry: 'Please select an industry',
    });
    expect(validateWizardStep(1, complete)).toEqual({});
  });

  it('steps 3 and 4 have no validation', () => {
    expect(validateWizardStep(2, emptyDocumentData())).toEqual({});
    expect(validateWizardStep(3, emptyDocumentData())).toEqual({});
  });

  it('finds the first step to fix before checkout, and the step of a server error', () => {
    expect(firstInvalidStep(complete)).toBeNull();
    expect(firstInvalidStep({ ...complete, industry: '' })).toEqual({
      step: 1,
      errors: { industry: 'Please select an industry' },
    });
    expect(firstInvalidStep({ ...complete, documentType: '' })?.step).toBe(0);
    expect(firstStepWithErrors({ specificDocumentType: 'x' })).toBe(0);
    expect(firstStepWithErrors({ industry: 'x' })).toBe(1);
    expect(firstStepWithErrors({ customInstructions: 'x' })).toBe(2);
    expect(firstStepWithErrors({ somethingElse: 'x' })).toBeNull();
  });

  it('another document type starts a new draft: defaults, tier $19, no clauses, instructions or custom data', () => {
    const draft = draftForDocumentType('Privacy Policy');
    expect(draft).toEqual({ ...emptyDocumentData(), documentType: 'Privacy Policy' });
    expect(draft.pricingTier).toBe('$19');
    expect(draft.specialClauses).toEqual([]);
    expect(draft.customInstructions).toBe('');
    expect(draft.businessName).toBe('');
    expect(draft.customDocument).toEqual({ specificDocumentType: '', documentDescription: '', questionAnswerPairs: [] });
  });

  it('previews custom instructions up to 150 characters, then an ellipsis', () => {
    expect(INSTRUCTIONS_PREVIEW_CHARS).toBe(150);
    const exact = 'a'.repeat(150);
    expect(instructionsPreview(exact)).toBe(exact);
    expect(instructionsPreview(`${exact}b`)).toBe(`${exact}...`);
    expect(instructionsPreview('  short  ')).toBe('short');
    // A cut right after a word does not leave a space before the ellipsis.
    expect(instructionsPreview(`${'word '.repeat(30)}more`)).toBe(`${'word '.repeat(30).trimEnd()}...`);
    expect(instructionsPreview('')).toBe('');
  });
});
