/**
 * The answers of 'Details that make your document stronger', read from `src/generated/detail-options.json`, which
 * the Rust domain writes (shared/src/domain/details.rs, through shared/tests/frontend_options.rs:
 * `UPDATE_FRONTEND_OPTIONS=1 cargo test -p shared --test frontend_options`). Values sent to the API are these labels.
 * Edit them in the domain, never here.
 */
import generated from '@/generated/detail-options.json';

/** The generated file's shape; assigning the import to it makes `tsc` fail if the file's shape drifts. */
type GeneratedDetailOptions = {
  exemptStatuses: readonly string[];
  professions: readonly string[];
  professionNone: string;
  sensitiveData: readonly string[];
  sensitiveDataNone: string;
  mutualities: readonly string[];
  yesNo: readonly string[];
  counterpartyEntityTypes: readonly string[];
  maxTextChars: number;
  maxNameChars: number;
};

const options: GeneratedDetailOptions = generated;

export const EXEMPT_STATUSES = options.exemptStatuses;
export const PROFESSIONS = options.professions;
export const SENSITIVE_DATA = options.sensitiveData;
/** 'None of these': an answer of its own, never ticked with another kind. */
export const SENSITIVE_DATA_NONE = options.sensitiveDataNone;
export const MUTUALITIES = options.mutualities;
export const YES_NO = options.yesNo;
export const COUNTERPARTY_ENTITY_TYPES = options.counterpartyEntityTypes;
/** Longest answer the server takes for a sentence (purpose, payment dates) and for a name. */
export const MAX_DETAIL_TEXT_CHARS = options.maxTextChars;
export const MAX_DETAIL_NAME_CHARS = options.maxNameChars;

/** A detail's option list by its name in the order schema (src/lib/order-schema.ts): the server's labels. */
export function optionList(name: string): readonly string[] {
  const list = (options as Readonly<Record<string, unknown>>)[name];
  return Array.isArray(list) ? (list as readonly string[]) : [];
}
