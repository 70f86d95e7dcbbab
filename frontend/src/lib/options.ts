/**
 * The form's option lists (spec §3), read from `src/generated/options.json`, which the Rust domain writes
 * (shared/tests/frontend_options.rs: `UPDATE_FRONTEND_OPTIONS=1 cargo test -p shared --test frontend_options`).
 * Values sent to the API are these labels (special clauses: their ids). Edit the lists in shared/src/domain, never here.
 */
import generated from '@/generated/options.json';

export type SpecialClauseOption = { id: string; label: string };

/** The generated file's shape; assigning the import to it makes `tsc` fail if the file's shape drifts. */
type GeneratedOptions = {
  documentTypes: readonly string[];
  businessTypes: readonly string[];
  states: readonly string[];
  industries: readonly string[];
  specialClauses: readonly SpecialClauseOption[];
  protectionLevels: readonly string[];
  soleProprietorship: string;
};

const options: GeneratedOptions = generated;

export const DOCUMENT_TYPE_LABELS = options.documentTypes;
export const BUSINESS_TYPES = options.businessTypes;
export const US_STATES = options.states;
export const INDUSTRIES = options.industries;
export const SPECIAL_CLAUSES = options.specialClauses;
export const PROTECTION_LEVELS = options.protectionLevels;
/** The business type whose owner contracts personally (the form then asks the owner's legal name). */
export const SOLE_PROPRIETORSHIP = options.soleProprietorship;

/** Only one protection level is sold (spec §9): the domain's first. */
export const DEFAULT_PROTECTION_LEVEL = options.protectionLevels[0];
