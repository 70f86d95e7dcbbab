/**
 * The order schema's words: each field's label, help, placeholder and plainer option text, and a document type's own
 * words for a field (the employee, the freelancer). Read from `src/generated/order-words.json`, which the server's
 * schema writes (shared/order/schema.toml); every form that shows a field says it in these words.
 */
import generated from '@/generated/order-words.json';
import type { OrderField } from './order-schema';

type FieldWords = {
  label: string;
  help?: string;
  placeholder?: string;
  autocomplete?: string;
  optionText?: Readonly<Record<string, string>>;
};
type TypeWords = { labels: Partial<Record<OrderField, string>>; help: Partial<Record<OrderField, string>> };

const FIELDS: Readonly<Record<OrderField, FieldWords>> = generated.fields;
const TYPES = generated.types as Readonly<Record<string, TypeWords>>;

/** What {businessState} reads before a state is chosen. */
const NO_STATE_YET = "your business's state";

/** A wire name the schema does not know, in words: `someNewFact` is 'Some new fact'. */
function inWords(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().trim();
  return words ? words[0].toUpperCase() + words.slice(1) : field;
}

function fieldWords(field: string): FieldWords | undefined {
  return (FIELDS as Readonly<Record<string, FieldWords>>)[field];
}

/** A field's label for this document type (the other party is the employee, the freelancer...). */
export function fieldLabel(field: string, documentType: string): string {
  const own = TYPES[documentType.trim()]?.labels as Partial<Record<string, string>> | undefined;
  return own?.[field] ?? fieldWords(field)?.label ?? inWords(field);
}

/** The line under a field saying why it matters, for this type; `businessState` names the state a blank one means. */
export function fieldHelp(field: OrderField, documentType: string, businessState = ''): string {
  const help = TYPES[documentType.trim()]?.help[field] ?? fieldWords(field)?.help ?? '';
  return help.replace('{businessState}', businessState.trim() || NO_STATE_YET);
}

/** The empty choice's words, or the sample in an empty box. */
export function fieldPlaceholder(field: OrderField): string | undefined {
  return fieldWords(field)?.placeholder;
}

/** An option as the field shows it (the value sent stays the option itself). */
export function optionText(field: OrderField, option: string): string {
  return fieldWords(field)?.optionText?.[option] ?? option;
}

/** What the browser may fill the field with (an HTML autocomplete token), or 'off'. */
export function fieldAutocomplete(field: OrderField): string {
  return fieldWords(field)?.autocomplete ?? 'off';
}
