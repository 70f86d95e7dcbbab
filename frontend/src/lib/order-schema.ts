/**
 * The order schema's shape: which details each document type asks and when, which terms a revision may change, and
 * how each is answered. Read from `src/generated/order-schema.json`, which the server's schema writes
 * (shared/order/schema.toml, through shared/tests/frontend_options.rs:
 * `UPDATE_FRONTEND_OPTIONS=1 cargo test -p shared --test frontend_options`). Edit the schema, never here. Its words
 * (labels, help) load with the fields that show them: src/lib/order-words.ts.
 */
import generated from '@/generated/order-schema.json';
import type { DocumentData, DocumentDetails, DocumentKind } from '@/types/api';
import { SOLE_PROPRIETORSHIP } from './options';

/** Every field an order's details carry, by its wire name (the key of its answer and of its error in a 400's `fields`). */
export type OrderField = keyof DocumentDetails;

/** How a field is answered (the schema file's header says what each means). */
export type FieldInput = 'amount' | 'sentence' | 'name' | 'choice' | 'choices' | 'state' | 'years';

type Condition = 'sole-proprietor' | 'kind-has-sides' | 'kind-offers-mutual' | 'answered';

/** How a field is answered; for a choice, its option list's name, and an answer that excludes the others. */
type FieldShape = { input: FieldInput; options?: string; exclusive?: string };
type TypeShape = {
  asks: readonly OrderField[];
  revisable: readonly OrderField[];
  when: Partial<Record<OrderField, Condition>>;
  revisableWhen: Partial<Record<OrderField, Condition>>;
};

// The file's field names are exactly the API's detail names: a field missing from either side fails `tsc` here.
const generatedFields: Record<OrderField, { input: string; options?: string; exclusive?: string }> = generated.fields;
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const FIELD_NAMES_MATCH_THE_API: Exact<keyof typeof generated.fields, OrderField> = true;
void FIELD_NAMES_MATCH_THE_API;

const FIELDS = generatedFields as Readonly<Record<OrderField, FieldShape>>;
const TYPES = generated.types as unknown as Readonly<Record<string, TypeShape>>;
const EVERY_TYPE = generated.everyType as readonly { field: OrderField; when: Condition }[];
/** The option list of a choice whose options are the sides the server reads in an 'Other (Beta)' name. */
export const KIND_SIDES = generated.kindSides;

/** A detail the order form asks; the lengths only a revision changes are not among them. */
export type DetailField = Exclude<OrderField, 'termYears' | 'confidentialityYears'>;

/** Whether the order form asks the field: every detail but a length, which only a revision changes. */
const isDetailField = (field: OrderField): field is DetailField => FIELDS[field].input !== 'years';

/** Every detail the order form may ask, in the schema's order. */
export const DETAIL_FIELD_NAMES: readonly DetailField[] = (Object.keys(FIELDS) as OrderField[]).filter(isDetailField);

/** How the field is answered, and for a choice the name of its option list (src/lib/detail-options.ts). */
export function fieldShape(field: OrderField): FieldShape {
  return FIELDS[field];
}

/** The document types the schema knows, each with the details it asks (a test checks every type has an entry). */
export function schemaDocumentTypes(): string[] {
  return Object.keys(TYPES);
}

type Order = Pick<DocumentData, 'documentType' | 'businessType'>;

/**
 * The details an order of this type and business type may carry, in form order. For 'Other (Beta)' these are all it
 * may ask; `askedFor` narrows them to what the kind the server read asks.
 */
export function orderDetailFields(data: Order): DetailField[] {
  const soleProprietor = data.businessType.trim() === SOLE_PROPRIETORSHIP;
  const everyType = EVERY_TYPE.filter((every) => every.when === 'sole-proprietor' && soleProprietor).map((every) => every.field);
  const own = TYPES[data.documentType.trim()]?.asks ?? [];
  return [...everyType, ...own].filter(isDetailField);
}

/**
 * Whether the type asks `field` for the kind the server read in its name (null: not known, e.g. an older server, so a
 * field that waits on the kind is not asked).
 */
export function askedFor(documentType: string, field: OrderField, kind: DocumentKind | null): boolean {
  switch (TYPES[documentType.trim()]?.when[field]) {
    case 'kind-has-sides':
      return Boolean(kind && kind.sides.length > 0);
    case 'kind-offers-mutual':
      return Boolean(kind?.mutualChoice);
    default:
      return true;
  }
}

/** The terms a revision of this document may change, in the order its document reads them. */
export function revisableFields(data: Pick<DocumentData, 'documentType' | 'details'>): OrderField[] {
  const spec = TYPES[data.documentType.trim()];
  if (!spec) return [];
  return spec.revisable.filter((field) => {
    if (spec.revisableWhen[field] !== 'answered') return true;
    const value = data.details?.[field];
    return Array.isArray(value) ? value.length > 0 : Boolean(value?.trim());
  });
}
