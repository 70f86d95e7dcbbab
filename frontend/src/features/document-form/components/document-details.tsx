/**
 * 'Details that make your document stronger' (issue 10): the optional facts the chosen type needs, each with a line
 * saying why it matters. Values are the server's labels (src/lib/detail-options.ts, generated from the Rust domain).
 * Its code loads with the first type that asks for details (lazy-document-details.tsx), not with the first paint.
 */
import { Box, Checkbox, Field, Fieldset, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { MAX_DETAIL_NAME_CHARS, MAX_DETAIL_TEXT_CHARS, optionList } from '@/lib/detail-options';
import { KIND_SIDES, fieldShape, type DetailField } from '@/lib/order-schema';
import { fieldAutocomplete, fieldHelp, fieldLabel, fieldPlaceholder, optionText } from '@/lib/order-words';
import { NO_DECIDING_FIELDS, type DecidingFields } from '@/lib/plan-slot';
import { US_STATES } from '@/lib/options';
import { CONTROL_FONT_SIZE } from '@/lib/responsive';
import type { DocumentData, DocumentKind } from '@/types/api';
import { toggleSensitiveData } from '../detail-answers';
import { DETAIL_STRINGS as S } from '../detail-strings';
import { detailFieldsFor } from '../details';
import type { FieldErrors } from '../validation';
import { DecidingNote, decidingFieldLook } from '@/components/ui/deciding-note';
import { SelectField, useFieldDescription } from './fields';

export type DocumentDetailsProps = {
  documentData: DocumentData;
  /** How the server reads an 'Other (Beta)' name; null when not known. */
  kind: DocumentKind | null;
  errors: FieldErrors;
  onChange: (field: DetailField, value: string | string[]) => void;
  /** One level below the surrounding heading. */
  headingAs?: 'h3' | 'h4';
  /**
   * The details whose answers would decide a chosen clause (the plan of what the document will include says so),
   * with those clauses' labels: each is marked with a note saying so.
   */
  decidingFields?: DecidingFields;
};

const options = (field: DetailField, values: readonly string[]) =>
  values.map((value) => ({ value, label: optionText(field, value) }));

/** Whether a field takes the whole row (lists and sentences); the others share a row from md up. */
const fullWidth = (field: DetailField) => ['choices', 'sentence'].includes(fieldShape(field).input);

function TextDetail({
  field,
  label,
  value,
  error,
  onChange,
  placeholder,
  maxLength,
  inputMode,
  autoComplete,
  help,
  note,
}: {
  field: DetailField;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength: number;
  inputMode?: 'decimal';
  autoComplete: string;
  help: string;
  note?: string | null;
}) {
  const { ids, noteId, describedBy } = useFieldDescription(error, true, Boolean(note));
  return (
    <Field.Root invalid={Boolean(error)} ids={ids}>
      <Field.Label>{label}</Field.Label>
      <Input
        name={field}
        value={value}
        maxLength={maxLength}
        inputMode={inputMode}
        autoComplete={autoComplete}
        placeholder={placeholder}
        fontSize={CONTROL_FONT_SIZE}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {note && (
        <DecidingNote id={noteId} testId={`${field}-deciding`}>
          {note}
        </DecidingNote>
      )}
      <Field.HelperText>{help}</Field.HelperText>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/**
 * Any of a list (which sensitive data the business handles); 'None of these' is an answer of its own (ticking it
 * clears the rest).
 */
function ChoicesField({
  field,
  label,
  help,
  choices,
  value,
  error,
  onChange,
  note,
}: {
  field: DetailField;
  label: string;
  help: string;
  choices: readonly string[];
  value: readonly string[];
  error?: string;
  onChange: (value: string[]) => void;
  note?: string | null;
}) {
  const base = useId();
  const hintId = `${base}hint`;
  const errorId = `${base}error`;
  const noteId = `${base}note`;
  const describedBy = [error ? errorId : null, note ? noteId : null, hintId].filter(Boolean).join(' ');
  return (
    <Fieldset.Root invalid={Boolean(error)} gap="1.5">
      <Fieldset.Legend fontWeight="medium" fontSize="sm" mb="0">
        {label}
      </Fieldset.Legend>
      {note && (
        <DecidingNote id={noteId} testId={`${field}-deciding`}>
          {note}
        </DecidingNote>
      )}
      <Fieldset.HelperText id={hintId} mt="0">
        {help}
      </Fieldset.HelperText>
      <SimpleGrid columns={{ base: 1, sm: 2 }} columnGap="4" rowGap="2" mt="1">
        {choices.map((kind) => (
          <Checkbox.Root
            key={kind}
            value={kind}
            name={field}
            checked={value.includes(kind)}
            invalid={Boolean(error)}
            alignItems="flex-start"
            onCheckedChange={(details) => onChange(toggleSensitiveData(value, kind, details.checked === true))}
          >
            <Checkbox.HiddenInput aria-describedby={describedBy} />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label fontWeight="normal">{optionText(field, kind)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
      {error && <Fieldset.ErrorText id={errorId}>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

/** The section, with only the fields this type (and business type, and kind) needs; nothing when it needs none. */
export function DocumentDetails({
  documentData,
  kind,
  errors,
  onChange,
  headingAs = 'h4',
  decidingFields = NO_DECIDING_FIELDS,
}: DocumentDetailsProps) {
  const titleId = useId();
  const fields = detailFieldsFor(documentData, kind);
  if (fields.length === 0) return null;
  const details = documentData.details ?? {};
  const text = (field: DetailField) => {
    const value = details[field];
    return typeof value === 'string' ? value : '';
  };
  const type = documentData.documentType;
  const label = (field: DetailField) => fieldLabel(field, type);
  const help = (field: DetailField) => fieldHelp(field, type, documentData.stateJurisdiction);
  const note = (field: DetailField) => {
    const clauses = decidingFields[field];
    return clauses ? S.decidingHint(clauses) : null;
  };
  /** The deciding note of a select, drawn under the id the select gives it. */
  const renderNote = (field: DetailField) => {
    const text = note(field);
    return text
      ? (id: string) => (
          <DecidingNote id={id} testId={`${field}-deciding`}>
            {text}
          </DecidingNote>
        )
      : null;
  };
  const select = (field: DetailField, values: readonly string[]) => (
    <SelectField
      name={field}
      label={label(field)}
      placeholder={fieldPlaceholder(field) ?? S.selectPlaceholder}
      value={text(field)}
      error={errors[field]}
      onChange={(value) => onChange(field, value)}
      options={options(field, values)}
      helperText={help(field)}
      renderNote={renderNote(field)}
    />
  );
  const textBox = (field: DetailField, maxLength: number, inputMode?: 'decimal') => (
    <TextDetail
      field={field}
      label={label(field)}
      value={text(field)}
      error={errors[field]}
      inputMode={inputMode}
      maxLength={maxLength}
      placeholder={fieldPlaceholder(field)}
      autoComplete={fieldAutocomplete(field)}
      help={help(field)}
      onChange={(value) => onChange(field, value)}
      note={note(field)}
    />
  );

  /** The field as the order schema says it is answered. */
  function render(field: DetailField) {
    const shape = fieldShape(field);
    switch (shape.input) {
      case 'amount':
        return textBox(field, 20, 'decimal');
      case 'sentence':
        return textBox(field, MAX_DETAIL_TEXT_CHARS);
      case 'name':
        return textBox(field, MAX_DETAIL_NAME_CHARS);
      case 'state':
        return select(field, US_STATES);
      case 'choice':
        return select(field, shape.options === KIND_SIDES ? (kind?.sides ?? []) : optionList(shape.options ?? ''));
      case 'choices': {
        const value = details[field];
        return (
          <ChoicesField
            field={field}
            label={label(field)}
            help={help(field)}
            choices={optionList(shape.options ?? '')}
            value={Array.isArray(value) ? value : []}
            error={errors[field]}
            onChange={(answers) => onChange(field, answers)}
            note={note(field)}
          />
        );
      }
      case 'years':
        return null;
    }
  }

  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      data-testid="document-details"
      borderWidth="1px"
      borderRadius="md"
      p={{ base: '3', sm: '4' }}
      bg="bg.subtle"
    >
      <Stack gap="1" mb="4">
        <Heading as={headingAs} size="md" id={titleId}>
          {S.title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {S.intro}
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="4" rowGap="5">
        {fields.map((field) => (
          <Box
            key={field}
            gridColumn={fullWidth(field) ? '1 / -1' : undefined}
            minW="0"
            data-deciding={decidingFields[field] ? '' : undefined}
            {...decidingFieldLook(Boolean(decidingFields[field]))}
          >
            {render(field)}
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
