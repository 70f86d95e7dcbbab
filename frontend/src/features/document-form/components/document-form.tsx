import {
  Button,
  Checkbox,
  Field,
  Fieldset,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { showToast } from '@/components/ui/toaster';
import { site } from '@/config/site';
import { OTHER_DOCUMENT_TYPE, emptyDocumentData, toRequestData } from '@/lib/document-data';
import { BUSINESS_TYPES, INDUSTRIES, SPECIAL_CLAUSES, US_STATES } from '@/lib/options';
import { useDocumentData } from '@/stores/document-data';
import type { CustomDocument, DocumentData } from '@/types/api';
import { DOCUMENT_TYPES, documentTypeDescription } from '../options';
import { FIELD_LABELS, FORM_STRINGS } from '../strings';
import {
  missingFieldLabels,
  missingFieldsDescription,
  validateDocumentForm,
  type FieldErrors,
} from '../validation';
import { CustomDocumentType } from './custom-document-type';
import { CustomInstructions } from './custom-instructions';

type Props = {
  /** Called with the trimmed form data once every required field is filled. */
  onValidSubmit: (data: DocumentData) => void | Promise<void>;
  isSubmitting?: boolean;
  /** Field errors from the server (400 `fields`), shown like the form's own. */
  serverErrors?: FieldErrors | null;
};

function SelectField({
  field,
  label,
  placeholder,
  value,
  error,
  onChange,
  options,
  helper,
}: {
  field: string;
  label: string;
  placeholder: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  helper?: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={field}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helper}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

const hasServerErrors = (found: FieldErrors | null | undefined): found is FieldErrors =>
  found !== null && found !== undefined && Object.keys(found).length > 0;

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The 'Document Information' form (spec §2, §5). */
export function DocumentForm({ onValidSubmit, isSubmitting = false, serverErrors }: Props) {
  const { documentData, updateField } = useDocumentData();
  const [errors, setErrors] = useState<FieldErrors>(() => (hasServerErrors(serverErrors) ? serverErrors : {}));

  // New field errors from the server replace the shown ones (adjusted while rendering, not in an effect).
  const [shownServerErrors, setShownServerErrors] = useState(serverErrors);
  if (serverErrors !== shownServerErrors) {
    setShownServerErrors(serverErrors);
    if (hasServerErrors(serverErrors)) setErrors(serverErrors);
  }

  // Editing a field clears its error; errors only appear after a submit attempt.
  function change<K extends keyof DocumentData>(field: K, value: DocumentData[K]) {
    updateField(field, value);
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }

  // The custom type's fields clear their own errors when they change.
  function changeCustomDocument(next: CustomDocument) {
    const previous = documentData.customDocument;
    updateField('customDocument', next);
    const changed = (['specificDocumentType', 'documentDescription', 'questionAnswerPairs'] as const).filter(
      (field) => previous?.[field] !== next[field],
    );
    setErrors((current) => {
      if (!changed.some((field) => field in current)) return current;
      const rest = { ...current };
      for (const field of changed) delete rest[field];
      return rest;
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const missing = missingFieldLabels(documentData);
    if (missing.length > 0) {
      setErrors(validateDocumentForm(documentData));
      showToast(FORM_STRINGS.missingTitle, missingFieldsDescription(missing), 'error');
      return;
    }
    setErrors({});
    void onValidSubmit(toRequestData(documentData));
  }

  const description = documentTypeDescription(documentData.documentType);
  const customDocument = documentData.customDocument ?? emptyDocumentData().customDocument!;

  return (
    <chakra.form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="document-information-title"
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: '4', md: '8' }}
      bg="bg.panel"
      shadow="sm"
    >
      <Stack gap="6">
        <Heading as="h3" size="lg" id="document-information-title">
          {FORM_STRINGS.formTitle}
        </Heading>

        <SelectField
          field="documentType"
          label={FIELD_LABELS.documentType}
          placeholder={FORM_STRINGS.documentTypePlaceholder}
          value={documentData.documentType}
          error={errors.documentType}
          onChange={(value) => change('documentType', value)}
          options={DOCUMENT_TYPES}
          helper={
            description ? (
              <Field.HelperText data-testid="document-type-description">{description}</Field.HelperText>
            ) : null
          }
        />

        {documentData.documentType === OTHER_DOCUMENT_TYPE && (
          <CustomDocumentType
            value={customDocument}
            onChange={changeCustomDocument}
            errors={{
              specificDocumentType: errors.specificDocumentType,
              documentDescription: errors.documentDescription,
              questionAnswerPairs: errors.questionAnswerPairs,
            }}
          />
        )}

        <Field.Root invalid={Boolean(errors.businessName)}>
          <Field.Label>{FIELD_LABELS.businessName}</Field.Label>
          <Input
            name="businessName"
            value={documentData.businessName}
            maxLength={200}
            autoComplete="organization"
            placeholder={FORM_STRINGS.businessNamePlaceholder}
            onChange={(event) => change('businessName', event.target.value)}
          />
          {errors.businessName && <Field.ErrorText>{errors.businessName}</Field.ErrorText>}
        </Field.Root>

        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <SelectField
            field="businessType"
            label={FIELD_LABELS.businessType}
            placeholder={FORM_STRINGS.businessTypePlaceholder}
            value={documentData.businessType}
            error={errors.businessType}
            onChange={(value) => change('businessType', value)}
            options={asOptions(BUSINESS_TYPES)}
          />
          <SelectField
            field="stateJurisdiction"
            label={FIELD_LABELS.stateJurisdiction}
            placeholder={FORM_STRINGS.statePlaceholder}
            value={documentData.stateJurisdiction}
            error={errors.stateJurisdiction}
            onChange={(value) => change('stateJurisdiction', value)}
            options={asOptions(US_STATES)}
          />
          <SelectField
            field="industry"
            label={FIELD_LABELS.industry}
            placeholder={FORM_STRINGS.industryPlaceholder}
            value={documentData.industry}
            error={errors.industry}
            onChange={(value) => change('industry', value)}
            options={asOptions(INDUSTRIES)}
          />
        </SimpleGrid>

        <Fieldset.Root>
          <Fieldset.Legend fontWeight="medium">{FORM_STRINGS.specialClauses}</Fieldset.Legend>
          <Checkbox.Group
            value={documentData.specialClauses}
            onValueChange={(value: string[]) => change('specialClauses', value)}
            name="specialClauses"
          >
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" mt="2">
              {SPECIAL_CLAUSES.map((clause) => (
                <Checkbox.Root key={clause.id} value={clause.id}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{clause.label}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        </Fieldset.Root>

        <CustomInstructions
          value={documentData.customInstructions}
          onChange={(value) => change('customInstructions', value)}
        />

        <Text fontSize="sm" color="fg.muted" borderLeftWidth="3px" borderColor="orange.300" pl="3">
          <strong>Disclaimer:</strong> {site.brandName} is not a law firm and does not provide legal
          advice. Using this service creates no attorney-client relationship. Generated documents are
          for informational purposes and should be reviewed by a qualified attorney.
        </Text>

        <Button
          type="submit"
          colorPalette="blue"
          size="lg"
          disabled={isSubmitting}
          aria-busy={isSubmitting}
        >
          {isSubmitting ? FORM_STRINGS.submitting : FORM_STRINGS.submit}
        </Button>
      </Stack>
    </chakra.form>
  );
}
