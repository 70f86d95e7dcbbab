/**
 * One field of an order, drawn as the order schema says it is answered (src/lib/order-schema.ts: an amount, a
 * sentence, a name, one or any of a list, a state, a number of years) with the schema's words (src/lib/order-words.ts).
 * The home form's details, the phone wizard's, the /nda wizard's optional step and the revise panel's terms are
 * layouts of this one field: none draws a detail of its own.
 *
 * Plain controls styled like the theme's fields (components/ui/form-controls), so a page that shows a field does not
 * pull Chakra's field recipes into a chunk the first visit to / would load. Each control names, in aria-describedby,
 * its error, the deciding note and its help, in that order; a list of choices is a fieldset with a legend.
 */
import { Box, Checkbox, SimpleGrid, Text, chakra } from '@chakra-ui/react';
import { useId } from 'react';
import { DecidingNote, decidingFieldLook } from '@/components/ui/deciding-note';
import { Select, TextInput } from '@/components/ui/form-controls';
import { ChevronDownIcon } from '@/components/ui/icons';
import { decidingHint } from '@/lib/detail-labels';
import { MAX_DETAIL_NAME_CHARS, MAX_DETAIL_TEXT_CHARS, optionList } from '@/lib/detail-options';
import { US_STATES } from '@/lib/options';
import { KIND_SIDES, fieldShape, type OrderField as Field } from '@/lib/order-schema';
import { fieldAutocomplete, fieldHelp, fieldLabel, fieldPlaceholder, optionText } from '@/lib/order-words';
import { ORDER_FIELD_STRINGS as S } from './strings';

/** The longest amount typed ("1,000,000,000.00" and a dollar sign, with room for spaces). */
const MAX_AMOUNT_CHARS = 20;
/** The years a length may take, as the server takes them (details.rs: a whole number from 1 to 10). */
const YEARS = Array.from({ length: 10 }, (_, index) => String(index + 1));

export type OrderFieldProps = {
  field: Field;
  /** The order's document type: the field is worded for it (the freelancer's state, the employee's name). */
  documentType: string;
  value: string | readonly string[];
  onChange: (value: string | string[]) => void;
  error?: string;
  /** The clauses whose lawfulness this answer decides (the plan says so): the field is marked and says which. */
  deciding?: readonly string[];
  /** The business's state, which a blank work state means (named in that field's help). */
  businessState?: string;
  /** The sides the server read in an 'Other (Beta)' type's name: the options of the business's side. */
  kindSides?: readonly string[];
  /** The line saying why the field matters; the revise panel, which shows a document's own values, has none. */
  showHelp?: boolean;
  /**
   * The empty choice of a list: the schema's placeholder or 'Select...' when not given; the revise panel's
   * 'As drafted' for a term the document was made without; null for none (a term the document has a value for).
   */
  emptyChoice?: string | null;
  /** 'lg' on the /nda wizard, whose steps have larger controls. */
  size?: 'md' | 'lg';
  /** The control, so a refusal can move focus to it. */
  controlRef?: (element: HTMLInputElement | HTMLSelectElement | null) => void;
};

/** A choice of a list toggled, an exclusive answer ('None of these') clearing the others and cleared by them. */
export function toggleChoice(current: readonly string[], value: string, checked: boolean, exclusive?: string): string[] {
  if (!checked) return current.filter((item) => item !== value);
  if (value === exclusive) return [value];
  return [...current.filter((item) => item !== exclusive && item !== value), value];
}

export function OrderFieldControl({
  field,
  documentType,
  value,
  onChange,
  error,
  deciding,
  businessState = '',
  kindSides = [],
  showHelp = true,
  emptyChoice,
  size = 'md',
  controlRef,
}: OrderFieldProps) {
  const id = useId();
  const [errorId, noteId, helpId] = [`${id}error`, `${id}note`, `${id}help`];
  const shape = fieldShape(field);
  const label = fieldLabel(field, documentType);
  const help = showHelp ? fieldHelp(field, documentType, businessState) : '';
  const describedBy = [error ? errorId : null, deciding ? noteId : null, help ? helpId : null].filter(Boolean).join(' ');
  const controlHeight = size === 'lg' ? '12' : '10';
  const text = typeof value === 'string' ? value : '';

  const below = (
    <>
      {deciding && (
        <Box mt="1.5">
          <DecidingNote id={noteId} testId={`${field}-deciding`}>
            {decidingHint(deciding)}
          </DecidingNote>
        </Box>
      )}
      {help && (
        <Text id={helpId} fontSize="sm" color="fg.muted" mt="1.5" data-testid={`${field}-description`}>
          {help}
        </Text>
      )}
      {error && (
        <Text id={errorId} fontSize="sm" fontWeight="medium" color="red.700" mt="1.5">
          {error}
        </Text>
      )}
    </>
  );

  if (shape.input === 'choices') {
    const answers = Array.isArray(value) ? value : [];
    return (
      <chakra.fieldset minW="0" data-deciding={deciding ? '' : undefined} {...decidingFieldLook(Boolean(deciding))}>
        <chakra.legend fontSize="sm" fontWeight="medium" mb="1.5">
          {label}
        </chakra.legend>
        <SimpleGrid columns={{ base: 1, sm: 2 }} columnGap="4" rowGap="2">
          {optionList(shape.options ?? '').map((option) => (
            <Checkbox.Root
              key={option}
              value={option}
              name={field}
              checked={answers.includes(option)}
              invalid={Boolean(error)}
              alignItems="flex-start"
              onCheckedChange={(details) =>
                onChange(toggleChoice(answers, option, details.checked === true, shape.exclusive))
              }
            >
              <Checkbox.HiddenInput aria-describedby={describedBy || undefined} />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label fontWeight="normal">{optionText(field, option)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
        {below}
      </chakra.fieldset>
    );
  }

  const shared = {
    id,
    name: field,
    value: text,
    h: controlHeight,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  let control;
  if (shape.input === 'choice' || shape.input === 'state' || shape.input === 'years') {
    const values =
      shape.input === 'state'
        ? US_STATES
        : shape.input === 'years'
          ? YEARS
          : shape.options === KIND_SIDES
            ? kindSides
            : optionList(shape.options ?? '');
    const empty = emptyChoice === undefined ? (fieldPlaceholder(field) ?? S.selectPlaceholder) : emptyChoice;
    // The browser's own arrow gives way to the chevron the form's other selects draw (Chakra's NativeSelect).
    control = (
      <Box position="relative">
        <Select
          {...shared}
          ref={controlRef}
          appearance="none"
          pe="10"
          onChange={(event) => onChange(event.target.value)}
        >
          {empty !== null && <option value="">{empty}</option>}
          {values.map((option) => (
            <option key={option} value={option}>
              {shape.input === 'years' ? S.years(Number(option)) : optionText(field, option)}
            </option>
          ))}
        </Select>
        <ChevronDownIcon
          position="absolute"
          insetEnd="3"
          top="50%"
          transform="translateY(-50%)"
          boxSize={size === 'lg' ? '5' : '4'}
          color="fg.muted"
          pointerEvents="none"
          aria-hidden
        />
      </Box>
    );
  } else {
    const maxLength =
      shape.input === 'amount' ? MAX_AMOUNT_CHARS : shape.input === 'name' ? MAX_DETAIL_NAME_CHARS : MAX_DETAIL_TEXT_CHARS;
    control = (
      <TextInput
        {...shared}
        ref={controlRef}
        maxLength={maxLength}
        inputMode={shape.input === 'amount' ? 'decimal' : undefined}
        autoComplete={fieldAutocomplete(field)}
        placeholder={fieldPlaceholder(field)}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <Box minW="0" data-deciding={deciding ? '' : undefined} {...decidingFieldLook(Boolean(deciding))}>
      <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="medium" mb="1.5">
        {label}
      </chakra.label>
      {control}
      {below}
    </Box>
  );
}
