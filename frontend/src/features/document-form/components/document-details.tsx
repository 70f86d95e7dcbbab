/**
 * 'Details that make your document stronger' (issue 10): the optional facts the chosen type needs, each with a line
 * saying why it matters. Values are the server's labels (src/lib/detail-options.ts, generated from the Rust domain).
 * Its code loads with the first type that asks for details (lazy-document-details.tsx), not with the first paint.
 */
import { Box, Checkbox, Field, Fieldset, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import {
  COUNTERPARTY_ENTITY_TYPES,
  EXEMPT_STATUSES,
  MAX_DETAIL_NAME_CHARS,
  MAX_DETAIL_TEXT_CHARS,
  MUTUALITIES,
  PROFESSIONS,
  SENSITIVE_DATA,
  YES_NO,
} from '@/lib/detail-options';
import { detailLabel } from '@/lib/detail-labels';
import type { DetailField } from '@/lib/document-details';
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

const options = (values: readonly string[]) =>
  values.map((value) => ({ value, label: S.optionText[value] ?? value }));

/** Fields that take the whole row (lists and sentences); the others share a row from md up. */
const FULL_WIDTH: ReadonlySet<DetailField> = new Set(['sensitiveData', 'purpose', 'paymentDates']);

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
  autoComplete?: string;
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
        autoComplete={autoComplete ?? 'off'}
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
      <Field.HelperText>{S.hints[field as Exclude<DetailField, 'workState'>]}</Field.HelperText>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** Which sensitive data the business handles; 'None of these' is an answer of its own (ticking it clears the rest). */
function SensitiveDataField({
  value,
  error,
  onChange,
  note,
}: {
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
        {S.labels.sensitiveData}
      </Fieldset.Legend>
      {note && (
        <DecidingNote id={noteId} testId="sensitiveData-deciding">
          {note}
        </DecidingNote>
      )}
      <Fieldset.HelperText id={hintId} mt="0">
        {S.hints.sensitiveData}
      </Fieldset.HelperText>
      <SimpleGrid columns={{ base: 1, sm: 2 }} columnGap="4" rowGap="2" mt="1">
        {SENSITIVE_DATA.map((kind) => (
          <Checkbox.Root
            key={kind}
            value={kind}
            name="sensitiveData"
            checked={value.includes(kind)}
            invalid={Boolean(error)}
            alignItems="flex-start"
            onCheckedChange={(details) => onChange(toggleSensitiveData(value, kind, details.checked === true))}
          >
            <Checkbox.HiddenInput aria-describedby={describedBy} />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label fontWeight="normal">{kind}</Checkbox.Label>
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
  const label = (field: DetailField) => detailLabel(field, documentData.documentType);
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
  const select = (
    field: Exclude<DetailField, 'workState'>,
    values: readonly string[],
    placeholder: string = S.selectPlaceholder,
    hint: string = S.hints[field],
  ) => (
    <SelectField
      name={field}
      label={label(field)}
      placeholder={placeholder}
      value={text(field)}
      error={errors[field]}
      onChange={(value) => onChange(field, value)}
      options={options(values)}
      helperText={hint}
      renderNote={renderNote(field)}
    />
  );

  function render(field: DetailField) {
    switch (field) {
      case 'annualPay':
      case 'contractValue':
        return (
          <TextDetail
            field={field}
            label={label(field)}
            value={text(field)}
            error={errors[field]}
            inputMode="decimal"
            maxLength={20}
            placeholder={field === 'annualPay' ? S.amountPlaceholder : S.contractValuePlaceholder}
            onChange={(value) => onChange(field, value)}
            note={note(field)}
          />
        );
      case 'exemptStatus':
        return select(field, EXEMPT_STATUSES);
      case 'workState':
        return (
          <SelectField
            name={field}
            label={label(field)}
            placeholder={S.workStateSame}
            value={text(field)}
            error={errors[field]}
            onChange={(value) => onChange(field, value)}
            options={options(US_STATES)}
            helperText={S.workStateHint(documentData.stateJurisdiction.trim())}
            renderNote={renderNote(field)}
          />
        );
      case 'profession':
        return select(field, PROFESSIONS);
      case 'sellsOrSharesData':
      case 'targetedAdvertising':
        return select(field, YES_NO);
      case 'mutuality':
        return select(field, MUTUALITIES);
      case 'businessRole':
        return select(field, kind?.sides ?? []);
      case 'counterpartyEntityType':
        return select(field, COUNTERPARTY_ENTITY_TYPES);
      case 'counterpartyState':
        return select(field, US_STATES);
      case 'sensitiveData':
        return (
          <SensitiveDataField
            value={details.sensitiveData ?? []}
            error={errors.sensitiveData}
            onChange={(value) => onChange('sensitiveData', value)}
            note={note('sensitiveData')}
          />
        );
      case 'paymentDates':
      case 'purpose':
        return (
          <TextDetail
            field={field}
            label={label(field)}
            value={text(field)}
            error={errors[field]}
            maxLength={MAX_DETAIL_TEXT_CHARS}
            placeholder={field === 'purpose' ? S.purposePlaceholder : S.paymentDatesPlaceholder}
            onChange={(value) => onChange(field, value)}
            note={note(field)}
          />
        );
      case 'ownerName':
      case 'counterpartyName':
        return (
          <TextDetail
            field={field}
            label={label(field)}
            value={text(field)}
            error={errors[field]}
            maxLength={MAX_DETAIL_NAME_CHARS}
            placeholder={S.namePlaceholder}
            autoComplete={field === 'ownerName' ? 'name' : 'off'}
            onChange={(value) => onChange(field, value)}
            note={note(field)}
          />
        );
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
            gridColumn={FULL_WIDTH.has(field) ? '1 / -1' : undefined}
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
