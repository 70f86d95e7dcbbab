/** Rules of the home page's 4-step wizard for phones (spec §2, §4, §5, §9). */
import { emptyDocumentData, isBlank } from '@/lib/document-data';
import { DETAIL_FIELD_NAMES } from '@/lib/order-schema';
import type { DocumentData } from '@/types/api';
import { CUSTOM_TYPE_STRINGS, WIZARD_MESSAGES } from './strings';
import { isMissingSpecificType, type FieldErrors } from './validation';

export const WIZARD_STEPS = [
  { id: 'document', name: 'Document' },
  { id: 'business', name: 'Business' },
  { id: 'options', name: 'Options' },
  { id: 'review', name: 'Review' },
] as const;

export type WizardStepIndex = 0 | 1 | 2 | 3;
export const LAST_STEP: WizardStepIndex = 3;

/** The fields each step asks for, in form order (the Review step asks for none). */
export const STEP_FIELDS: readonly (readonly string[])[] = [
  ['documentType', 'specificDocumentType', 'documentDescription', 'questionAnswerPairs'],
  ['businessName', 'businessType', 'stateJurisdiction', 'industry'],
  ['details', ...DETAIL_FIELD_NAMES, 'specialClauses', 'customInstructions', 'protectionLevel'],
  [],
];

/**
 * A step's errors with the wizard's wording (spec §5): step 1 needs a document type (and, for 'Other (Beta)', the
 * specific type the server requires); step 2 the business details; steps 3 and 4 nothing.
 */
export function validateWizardStep(step: number, data: Partial<DocumentData>): FieldErrors {
  const errors: FieldErrors = {};
  if (step === 0) {
    if (isBlank(data.documentType)) errors.documentType = WIZARD_MESSAGES.documentType;
    else if (isMissingSpecificType(data)) errors.specificDocumentType = CUSTOM_TYPE_STRINGS.specificDocumentTypeRequired;
  }
  if (step === 1) {
    if (isBlank(data.businessName)) errors.businessName = WIZARD_MESSAGES.businessName;
    if (isBlank(data.businessType)) errors.businessType = WIZARD_MESSAGES.businessType;
    if (isBlank(data.stateJurisdiction)) errors.stateJurisdiction = WIZARD_MESSAGES.stateJurisdiction;
    if (isBlank(data.industry)) errors.industry = WIZARD_MESSAGES.industry;
  }
  return errors;
}

/** The first step with an error for these fields (e.g. the server's 400 `fields`), or null. */
export function firstStepWithErrors(errors: FieldErrors): WizardStepIndex | null {
  const index = STEP_FIELDS.findIndex((fields) => fields.some((field) => field in errors));
  return index === -1 ? null : (index as WizardStepIndex);
}

/** The first step the data does not pass, or null when checkout may start. */
export function firstInvalidStep(data: Partial<DocumentData>): { step: WizardStepIndex; errors: FieldErrors } | null {
  for (const step of [0, 1, 2, 3] as const) {
    const errors = validateWizardStep(step, data);
    if (Object.keys(errors).length > 0) return { step, errors };
  }
  return null;
}

/**
 * Choosing another document type in the wizard starts a new draft (spec §4): every field back to its default,
 * tier $19, no clauses, no instructions, no custom-type data; only the new type is kept.
 */
export function draftForDocumentType(documentType: string): DocumentData {
  return { ...emptyDocumentData(), documentType, pricingTier: '$19' };
}

/** The review shows custom instructions up to 150 characters, then an ellipsis (spec §2, §9). */
export const INSTRUCTIONS_PREVIEW_CHARS = 150;

/** The first 150 characters and '...' (without a space left dangling before it), or the whole text when shorter. */
export function instructionsPreview(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= INSTRUCTIONS_PREVIEW_CHARS) return trimmed;
  return `${trimmed.slice(0, INSTRUCTIONS_PREVIEW_CHARS).trimEnd()}...`;
}
