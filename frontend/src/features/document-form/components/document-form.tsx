import { Button, Heading, SimpleGrid, Stack, chakra } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { showToast, useCloseToastWhenFixed } from '@/components/ui/toaster';
import { OTHER_DOCUMENT_TYPE, emptyDocumentData, toRequestData } from '@/lib/document-data';
import { useDecidingFields, type RenderPlan } from '@/lib/plan-slot';
import type { DocumentData, DocumentKind } from '@/types/api';
import {
  detailFieldsFor,
  detailsAfterTypeChange,
  formFieldErrors,
  unsupportedKindMessage,
  validateDetails,
  withShownDetails,
} from '../details';
import { DOCUMENT_TYPES, documentTypeDescription } from '../options';
import { FIELD_LABELS, FORM_STRINGS, UNSUPPORTED_TYPE_STRINGS } from '../strings';
import {
  missingFieldLabels,
  missingFieldsDescription,
  validateDocumentForm,
  type FieldErrors,
} from '../validation';
import { useDraftEditing } from '../use-draft-editing';
import { LazyCustomDocumentType } from './lazy-custom-document-type';
import { LazyDocumentDetails } from './lazy-document-details';
import { CustomInstructions } from './custom-instructions';
import {
  BusinessNameField,
  SelectField,
  FormDisclaimer,
  SpecialClausesField,
  BusinessDetailsFields,
  focusFirstInvalid,
} from './fields';

type Props = {
  /** Called with the trimmed form data once every required field is filled. */
  onValidSubmit: (data: DocumentData) => void | Promise<void>;
  isSubmitting?: boolean;
  /** Field errors from the server (400 `fields`), shown like the form's own, each beside its field. */
  serverErrors?: FieldErrors | null;
  /**
   * The submit button's label (default 'Generate Document - $19'), e.g. 'Generate with your code — N credits left'
   * when the visitor holds a code with credits.
   */
  submitLabel?: string;
  /**
   * 'What your document will include' under the special clauses (issue 23): the route passes the plan's summary
   * (features/document-plan), given the order as it would be sent; the details it says would decide a clause are
   * marked in the details section.
   */
  renderPlan?: RenderPlan;
  /** The toast that reported `serverErrors` (the checkout's): it closes once every field they name has changed. */
  serverErrorsToastId?: string;
};

const hasServerErrors = (found: FieldErrors | null | undefined): found is FieldErrors =>
  found !== null && found !== undefined && Object.keys(found).length > 0;


/** The 'Document Information' form (spec §2, §5). */
export function DocumentForm({
  onValidSubmit,
  isSubmitting = false,
  serverErrors,
  submitLabel = FORM_STRINGS.submit,
  renderPlan,
  serverErrorsToastId,
}: Props) {
  const { documentData, errors, setErrors, change, changeCustomDocument, changeDetail } = useDraftEditing(
    hasServerErrors(serverErrors) ? formFieldErrors(serverErrors) : {},
  );
  const isOther = documentData.documentType === OTHER_DOCUMENT_TYPE;
  const customDocument = documentData.customDocument ?? emptyDocumentData().customDocument!;
  // How the server reads the 'Other (Beta)' name, as the custom-type fields (loaded with that choice) report it.
  const [reportedKind, setReportedKind] = useState<DocumentKind | null>(null);
  const kind = isOther ? reportedKind : null;
  const unsupported = isOther ? unsupportedKindMessage(kind) : null;
  const unsupportedSubmitId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [decidingFields, onDecidingFieldsChange] = useDecidingFields();
  // Bumped by each failed submit (or new server errors): focus then moves to the first wrong field.
  const [failedAttempts, setFailedAttempts] = useState(0);

  // New field errors from the server replace the shown ones (adjusted while rendering, not in an effect).
  const [shownServerErrors, setShownServerErrors] = useState(serverErrors);
  if (serverErrors !== shownServerErrors) {
    setShownServerErrors(serverErrors);
    if (hasServerErrors(serverErrors)) {
      setErrors(formFieldErrors(serverErrors));
      setFailedAttempts((count) => count + 1);
    }
  }

  useEffect(() => {
    if (failedAttempts > 0) focusFirstInvalid(formRef.current);
  }, [failedAttempts]);

  // The error toasts last as long as their errors (issue 24): 'Missing information' until every required field is
  // filled, the checkout's until each field the server named has been changed (its error then clears).
  const missingToastId = `${useId()}missing`;
  useCloseToastWhenFixed(missingToastId, missingFieldLabels(documentData).length === 0);
  const serverFields = hasServerErrors(shownServerErrors) ? Object.keys(formFieldErrors(shownServerErrors)) : [];
  useCloseToastWhenFixed(serverErrorsToastId, !serverFields.some((field) => field in errors));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const missing = missingFieldLabels(documentData);
    const detailErrors = validateDetails(documentData, kind);
    if (missing.length > 0 || hasServerErrors(detailErrors)) {
      setErrors({ ...validateDocumentForm(documentData), ...detailErrors });
      setFailedAttempts((count) => count + 1);
      if (missing.length > 0) {
        showToast(FORM_STRINGS.missingTitle, missingFieldsDescription(missing), 'error', missingToastId);
      }
      return;
    }
    // The server cannot draft this kind: nothing is sent, the sentence shows by the name (no payment page).
    if (unsupported) {
      setErrors({ specificDocumentType: unsupported });
      setFailedAttempts((count) => count + 1);
      return;
    }
    setErrors({});
    void onValidSubmit(toRequestData(withShownDetails(documentData, kind)));
  }

  // Another type asks other questions: its answers go (the business's own, the owner's name, stay).
  function changeDocumentType(documentType: string) {
    if (documentType === documentData.documentType) return;
    change('documentType', documentType);
    change('details', detailsAfterTypeChange(documentData.details));
  }

  const description = documentTypeDescription(documentData.documentType);
  const showDetails = detailFieldsFor(documentData, kind).length > 0;
  // A kind the server cannot draft has no plan: its sentence says what to choose instead.
  const plan =
    renderPlan && !unsupported
      ? renderPlan({ order: toRequestData(withShownDetails(documentData, kind)), onDecidingFieldsChange, headingAs: 'h4' })
      : null;

  return (
    <chakra.form
      ref={formRef}
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
          name="documentType"
          label={FIELD_LABELS.documentType}
          placeholder={FORM_STRINGS.documentTypePlaceholder}
          value={documentData.documentType}
          error={errors.documentType}
          onChange={changeDocumentType}
          options={DOCUMENT_TYPES}
          helperText={description}
        />

        {isOther && (
          <LazyCustomDocumentType
            onKindChange={setReportedKind}
            value={customDocument}
            onChange={changeCustomDocument}
            errors={{
              specificDocumentType: errors.specificDocumentType,
              documentDescription: errors.documentDescription,
              questionAnswerPairs: errors.questionAnswerPairs,
            }}
          />
        )}

        <BusinessNameField
          value={documentData.businessName}
          error={errors.businessName}
          onChange={(value) => change('businessName', value)}
        />

        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <BusinessDetailsFields documentData={documentData} errors={errors} change={change} />
        </SimpleGrid>

        {showDetails && (
          <LazyDocumentDetails
            documentData={documentData}
            kind={kind}
            errors={errors}
            onChange={changeDetail}
            headingAs="h4"
            decidingFields={decidingFields}
          />
        )}

        <SpecialClausesField
          value={documentData.specialClauses}
          onChange={(value) => change('specialClauses', value)}
        />

        {plan}

        <CustomInstructions
          value={documentData.customInstructions}
          onChange={(value) => change('customInstructions', value)}
          error={errors.customInstructions}
        />

        <FormDisclaimer />

        <Button
          type="submit"
          colorPalette="blue"
          size="lg"
          disabled={isSubmitting}
          aria-busy={isSubmitting}
          whiteSpace="normal"
          h="auto"
          minH="12"
          aria-describedby={unsupported ? unsupportedSubmitId : undefined}
        >
          {isSubmitting ? FORM_STRINGS.submitting : unsupported ? UNSUPPORTED_TYPE_STRINGS.submit : submitLabel}
        </Button>
        {unsupported && (
          <chakra.span id={unsupportedSubmitId} hidden>
            {unsupported}
          </chakra.span>
        )}
      </Stack>
    </chakra.form>
  );
}
