import { Box, Button, Heading, HStack, Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { CheckCircleIcon } from '@/components/ui/icons';
import { useCloseToastWhenFixed } from '@/components/ui/toaster';
import { OTHER_DOCUMENT_TYPE, emptyDocumentData, toRequestData } from '@/lib/document-data';
import { SPECIAL_CLAUSES } from '@/lib/options';
import { preparePlanFor, useDecidingFields, type RenderPlan } from '@/lib/plan-slot';
import type { DocumentData } from '@/types/api';
import { useDocumentKind } from '../api/generate-document-questions';
import { answeredDetails } from '../detail-answers';
import { DETAIL_STRINGS } from '../detail-strings';
import {
  detailFieldsFor,
  formFieldErrors,
  unsupportedKindMessage,
  validateDetails,
  withShownDetails,
} from '../details';
import { DOCUMENT_TYPES, documentTypeDescription } from '../options';
import {
  CUSTOM_TYPE_STRINGS,
  FIELD_LABELS,
  FORM_STRINGS,
  UNSUPPORTED_TYPE_STRINGS,
  WIZARD_STRINGS as S,
} from '../strings';
import { useDraftEditing } from '../use-draft-editing';
import type { FieldErrors } from '../validation';
import {
  LAST_STEP,
  WIZARD_STEPS,
  draftForDocumentType,
  firstInvalidStep,
  firstStepWithErrors,
  instructionsPreview,
  validateWizardStep,
  type WizardStepIndex,
} from '../wizard';
import { LazyCustomDocumentType } from './lazy-custom-document-type';
import { LazyDocumentDetails } from './lazy-document-details';
import { CustomInstructions } from './custom-instructions';
import {
  BusinessNameField,
  FormDisclaimer,
  SelectField,
  SpecialClausesField,
  BusinessDetailsFields,
  focusFirstInvalid,
} from './fields';

export type DocumentWizardHandle = {
  /** Moves focus to the current step's heading (e.g. when the wizard is shown again). */
  focusStep: () => void;
};

type Props = {
  /** Called with the trimmed data once every step passes. */
  onValidSubmit: (data: DocumentData) => void | Promise<void>;
  isSubmitting?: boolean;
  /** Field errors from the server (400 `fields`): the wizard goes back to the first step with one. */
  serverErrors?: FieldErrors | null;
  /** The toast that reported `serverErrors` (the checkout's): it closes once every field they name has changed. */
  serverErrorsToastId?: string;
  /** The final step's button label (default 'Generate Document - $19'). */
  submitLabel?: string;
  /**
   * The review's price and the line under it (default '$19 one-time' and what it includes): with a held code, what the
   * document uses of its credits ('1 credit of your 5').
   */
  price?: { value: string; note: string };
  /** Back on step 1 leaves the wizard (spec §2). */
  onExit: () => void;
  /**
   * 'What your document will include' (issue 23), under the special clauses and on the review: the route passes the
   * plan's summary (features/document-plan); the details it says would decide a clause are marked.
   */
  renderPlan?: RenderPlan;
  ref?: Ref<DocumentWizardHandle>;
};

const hasErrors = (found: FieldErrors | null | undefined): found is FieldErrors =>
  found !== null && found !== undefined && Object.keys(found).length > 0;


const clauseLabel = (id: string) => SPECIAL_CLAUSES.find((clause) => clause.id === id)?.label ?? id;

function ProgressSteps({ current }: { current: WizardStepIndex }) {
  return (
    <chakra.ol
      aria-label={S.progressLabel}
      display="grid"
      gridTemplateColumns={`repeat(${WIZARD_STEPS.length}, minmax(0, 1fr))`}
      listStyleType="none"
      m="0"
      p="0"
    >
      {WIZARD_STEPS.map((step, index) => {
        const done = index < current;
        const isCurrent = index === current;
        return (
          <chakra.li
            key={step.id}
            aria-current={isCurrent ? 'step' : undefined}
            display="flex"
            flexDirection="column"
            alignItems="center"
            gap="1"
            position="relative"
            // The line to the previous step, behind the numbers.
            _before={
              index === 0
                ? undefined
                : {
                    content: '""',
                    position: 'absolute',
                    top: '15px',
                    right: 'calc(50% + 18px)',
                    width: 'calc(100% - 36px)',
                    height: '2px',
                    bg: index <= current ? 'blue.600' : 'border',
                  }
            }
          >
            <Box
              aria-hidden
              display="flex"
              alignItems="center"
              justifyContent="center"
              boxSize="8"
              borderRadius="full"
              fontWeight="bold"
              fontSize="sm"
              borderWidth="2px"
              borderColor={done || isCurrent ? 'blue.600' : 'border.emphasized'}
              bg={isCurrent ? 'blue.600' : 'bg.panel'}
              color={isCurrent ? 'white' : done ? 'blue.700' : 'fg.muted'}
            >
              {done ? <CheckCircleIcon boxSize="5" /> : index + 1}
            </Box>
            <Text
              fontSize="sm"
              fontWeight={isCurrent ? 'semibold' : 'normal'}
              color={isCurrent ? 'fg' : 'fg.muted'}
              textAlign="center"
            >
              <VisuallyHidden>{index + 1}. </VisuallyHidden>
              {step.name}
              {done && <VisuallyHidden> {S.completed}</VisuallyHidden>}
            </Text>
          </chakra.li>
        );
      })}
    </chakra.ol>
  );
}

function ReviewSection({
  title,
  onEdit,
  children,
}: {
  title: string;
  onEdit: () => void;
  children: ReactNode;
}) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="3">
      <HStack justify="space-between" mb="2">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        <Button size="xs" variant="outline" onClick={onEdit} aria-label={`${S.edit} ${title}`}>
          {S.edit}
        </Button>
      </HStack>
      <chakra.dl display="grid" gap="2" m="0">
        {children}
      </chakra.dl>
    </Box>
  );
}

function ReviewItem({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box>
      <chakra.dt fontSize="sm" color="fg.muted">
        {label}
      </chakra.dt>
      <chakra.dd m="0" fontWeight="medium" overflowWrap="anywhere" whiteSpace="pre-wrap" data-testid={testId}>
        {children}
      </chakra.dd>
    </Box>
  );
}

/**
 * The home page's 4-step wizard for phones (spec §2, §4, §5): 1 Document, 2 Business, 3 Options, 4 Review. A step's
 * errors show only after its Continue fails and clear per field on change; Back moves one step, and from step 1
 * leaves the wizard; choosing another document type starts a new draft.
 */
export function DocumentWizard({
  onValidSubmit,
  isSubmitting = false,
  serverErrors,
  serverErrorsToastId,
  submitLabel = FORM_STRINGS.submit,
  price,
  onExit,
  renderPlan,
  ref,
}: Props) {
  const { documentData, setDocumentData, errors, setErrors, change, changeCustomDocument, changeDetail } =
    useDraftEditing();
  const [step, setStep] = useState<WizardStepIndex>(0);
  const [preparingStep, setPreparingStep] = useState(false);
  const isOther = documentData.documentType === OTHER_DOCUMENT_TYPE;
  const customDocument = documentData.customDocument ?? emptyDocumentData().customDocument!;
  // How the server reads the 'Other (Beta)' name, asked here (the wizard's own code loads on demand): the name's
  // fields are gone once the visitor moves on, perhaps before the answer came.
  const kind = useDocumentKind(isOther ? customDocument.specificDocumentType : '');
  const unsupported = isOther ? unsupportedKindMessage(kind) : null;
  const unsupportedSubmitId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [decidingFields, onDecidingFieldsChange] = useDecidingFields();
  // Bumped by each failed Continue or checkout: focus then moves to the first wrong field.
  const [failedAttempts, setFailedAttempts] = useState(0);

  useImperativeHandle(ref, () => ({ focusStep: () => headingRef.current?.focus() }), []);

  // Field errors from the server: back to the first step that has one (adjusted while rendering, not in an effect).
  const [shownServerErrors, setShownServerErrors] = useState(serverErrors);
  if (serverErrors !== shownServerErrors) {
    setShownServerErrors(serverErrors);
    if (hasErrors(serverErrors)) {
      const fieldErrors = formFieldErrors(serverErrors);
      setErrors(fieldErrors);
      const target = firstStepWithErrors(fieldErrors);
      if (target !== null) setStep(target);
      setFailedAttempts((count) => count + 1);
    }
  }

  // The checkout's error toast lasts until each field the server named has been changed (issue 24).
  const serverFields = hasErrors(shownServerErrors) ? Object.keys(formFieldErrors(shownServerErrors)) : [];
  useCloseToastWhenFixed(serverErrorsToastId, !serverFields.some((field) => field in errors));

  // A new step: its top comes into view and focus moves to its heading, so a screen reader announces it.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    rootRef.current?.scrollIntoView?.({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  // Declared after the step effect: after a failed checkout that changed the step, the wrong field wins.
  useEffect(() => {
    if (failedAttempts > 0) focusFirstInvalid(formRef.current);
  }, [failedAttempts]);

  function goTo(next: WizardStepIndex) {
    setErrors({});
    setStep(next);
  }

  async function onContinue() {
    const found = { ...validateWizardStep(step, documentData), ...(step === 2 ? validateDetails(documentData, kind) : {}) };
    if (hasErrors(found)) {
      setErrors(found);
      setFailedAttempts((count) => count + 1);
      return;
    }
    const next = (step + 1) as WizardStepIndex;
    // A step that shows the plan is drawn with it, so nothing arrives later above its buttons.
    if (renderPlan && !unsupported && (next === 2 || next === 3)) {
      setPreparingStep(true);
      await preparePlanFor(renderPlan, toRequestData(withShownDetails(documentData, kind)));
      setPreparingStep(false);
    }
    goTo(next);
  }

  function onBack() {
    if (step === 0) onExit();
    else goTo((step - 1) as WizardStepIndex);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    // Continue, or Enter in a field, on steps 1-3.
    if (step < LAST_STEP) {
      if (!preparingStep) void onContinue();
      return;
    }
    const invalid = firstInvalidStep(documentData);
    const detailErrors = validateDetails(documentData, kind);
    if (invalid || hasErrors(detailErrors)) {
      setErrors(invalid ? invalid.errors : detailErrors);
      setStep(invalid ? invalid.step : 2);
      setFailedAttempts((count) => count + 1);
      return;
    }
    // The server cannot draft this kind: nothing is sent; back to the name, where its sentence shows.
    if (unsupported) {
      setErrors({ specificDocumentType: unsupported });
      setStep(0);
      setFailedAttempts((count) => count + 1);
      return;
    }
    void onValidSubmit(toRequestData(withShownDetails(documentData, kind)));
  }

  // Another document type starts a new draft (spec §4): the old answers belonged to the old type.
  function changeDocumentType(documentType: string) {
    if (documentType === documentData.documentType) return;
    setDocumentData(draftForDocumentType(documentType));
    setErrors({});
  }

  const current = WIZARD_STEPS[step];
  const showDetails = detailFieldsFor(documentData, kind).length > 0;
  const detailLines = answeredDetails(documentData, kind);
  const headingId = `wizard-step-${current.id}`;
  // Shown on the options and review steps; a kind the server cannot draft has none.
  const plan =
    renderPlan && !unsupported && (step === 2 || step === 3)
      ? renderPlan({ order: toRequestData(withShownDetails(documentData, kind)), onDecidingFieldsChange, headingAs: 'h3' })
      : null;

  return (
    <Box ref={rootRef} scrollMarginTop="20" data-testid="document-wizard">
      <Stack gap="5">
        <ProgressSteps current={step} />
        <chakra.form
          ref={formRef}
          onSubmit={onSubmit}
          noValidate
          aria-labelledby={headingId}
          borderWidth="1px"
          borderRadius="xl"
          p="4"
          bg="bg.panel"
          shadow="sm"
        >
          <Stack gap="5">
            <Heading as="h2" size="lg" id={headingId} ref={headingRef} tabIndex={-1} outline="none">
              <Text as="span" display="block" fontSize="sm" fontWeight="normal" color="fg.muted">
                {S.stepOf(step + 1, WIZARD_STEPS.length)}
              </Text>{' '}
              {current.name}
            </Heading>

            {step === 0 && (
              <>
                <Text color="fg.muted">{S.documentIntro}</Text>
                <SelectField
                  name="documentType"
                  label={FIELD_LABELS.documentType}
                  placeholder={FORM_STRINGS.documentTypePlaceholder}
                  value={documentData.documentType}
                  error={errors.documentType}
                  onChange={changeDocumentType}
                  options={DOCUMENT_TYPES}
                  helperText={documentTypeDescription(documentData.documentType)}
                />
                {isOther && (
                  <LazyCustomDocumentType
                    variant="wizard"
                    questionsHeadingAs="h3"
                    value={customDocument}
                    onChange={changeCustomDocument}
                    errors={{
                      specificDocumentType: errors.specificDocumentType,
                      documentDescription: errors.documentDescription,
                      questionAnswerPairs: errors.questionAnswerPairs,
                    }}
                  />
                )}
              </>
            )}

            {step === 1 && (
              <>
                <Text color="fg.muted">{S.businessIntro}</Text>
                <BusinessNameField
                  value={documentData.businessName}
                  error={errors.businessName}
                  onChange={(value) => change('businessName', value)}
                />
                <BusinessDetailsFields documentData={documentData} errors={errors} change={change} />
              </>
            )}

            {step === 2 && (
              <>
                <Text color="fg.muted">{showDetails ? S.optionsIntroWithDetails : S.optionsIntro}</Text>
                {showDetails && (
                  <LazyDocumentDetails
                    documentData={documentData}
                    kind={kind}
                    errors={errors}
                    onChange={changeDetail}
                    headingAs="h3"
                    decidingFields={decidingFields}
                  />
                )}
                <SpecialClausesField
                  value={documentData.specialClauses}
                  onChange={(value) => change('specialClauses', value)}
                />
                {plan}
                <CustomInstructions
                  defaultOpen
                  value={documentData.customInstructions}
                  onChange={(value) => change('customInstructions', value)}
                  error={errors.customInstructions}
                />
              </>
            )}

            {step === 3 && (
              <>
                <Text color="fg.muted">{S.reviewIntro}</Text>
                <ReviewSection title={WIZARD_STEPS[0].name} onEdit={() => goTo(0)}>
                  <ReviewItem label={FIELD_LABELS.documentType}>{documentData.documentType}</ReviewItem>
                  {isOther && (
                    <>
                      <ReviewItem label={CUSTOM_TYPE_STRINGS.specificDocumentType}>
                        {customDocument.specificDocumentType.trim() || S.none}
                      </ReviewItem>
                      <ReviewItem label={CUSTOM_TYPE_STRINGS.documentDescription}>
                        {customDocument.documentDescription.trim() || S.none}
                      </ReviewItem>
                      {customDocument.questionAnswerPairs.map((pair) => (
                        <ReviewItem key={pair.question} label={pair.question}>
                          {pair.answer.trim() || S.noAnswer}
                        </ReviewItem>
                      ))}
                    </>
                  )}
                </ReviewSection>
                <ReviewSection title={WIZARD_STEPS[1].name} onEdit={() => goTo(1)}>
                  <ReviewItem label={FIELD_LABELS.businessName}>{documentData.businessName.trim()}</ReviewItem>
                  <ReviewItem label={FIELD_LABELS.businessType}>{documentData.businessType}</ReviewItem>
                  <ReviewItem label={FIELD_LABELS.stateJurisdiction}>{documentData.stateJurisdiction}</ReviewItem>
                  <ReviewItem label={FIELD_LABELS.industry}>{documentData.industry}</ReviewItem>
                </ReviewSection>
                <ReviewSection title={WIZARD_STEPS[2].name} onEdit={() => goTo(2)}>
                  <ReviewItem label={S.protectionLevel}>{documentData.protectionLevel}</ReviewItem>
                  <ReviewItem label={S.specialClauses}>
                    {documentData.specialClauses.length > 0
                      ? documentData.specialClauses.map(clauseLabel).join(', ')
                      : S.none}
                  </ReviewItem>
                  <ReviewItem label={FORM_STRINGS.customInstructions} testId="review-custom-instructions">
                    {instructionsPreview(documentData.customInstructions) || S.none}
                  </ReviewItem>
                  {showDetails && detailLines.length === 0 && (
                    <ReviewItem label={DETAIL_STRINGS.reviewTitle}>{S.none}</ReviewItem>
                  )}
                  {detailLines.map((line) => (
                    <ReviewItem key={line.label} label={line.label}>
                      {line.value}
                    </ReviewItem>
                  ))}
                </ReviewSection>
                {plan}
                <Box borderTopWidth="1px" pt="3">
                  <HStack justify="space-between">
                    <Text color="fg.muted">{S.price}</Text>
                    <Text fontWeight="semibold" fontSize="lg" data-testid="review-price">
                      {price?.value ?? S.priceValue}
                    </Text>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted" mt="1">
                    {price?.note ?? S.priceIncludes}
                  </Text>
                </Box>
                <FormDisclaimer />
              </>
            )}

            {step < LAST_STEP ? (
              <HStack gap="3">
                <Button type="button" variant="outline" size="lg" onClick={onBack} disabled={isSubmitting || preparingStep}>
                  {S.back}
                </Button>
                <Button type="submit" colorPalette="blue" size="lg" flex="1" loading={preparingStep} loadingText={S.continue}>
                  {S.continue}
                </Button>
              </HStack>
            ) : (
              <Stack gap="3">
                <Button
                  type="submit"
                  colorPalette="blue"
                  size="lg"
                  whiteSpace="normal"
                  h="auto"
                  minH="12"
                  disabled={isSubmitting}
                  aria-busy={isSubmitting}
                  aria-describedby={unsupported ? unsupportedSubmitId : undefined}
                >
                  {isSubmitting ? FORM_STRINGS.submitting : unsupported ? UNSUPPORTED_TYPE_STRINGS.submit : submitLabel}
                </Button>
                {unsupported && (
                  <Text id={unsupportedSubmitId} fontSize="sm" color="fg.muted">
                    {unsupported}
                  </Text>
                )}
                <Button type="button" variant="outline" size="lg" onClick={onBack} disabled={isSubmitting}>
                  {S.back}
                </Button>
              </Stack>
            )}
          </Stack>
        </chakra.form>
      </Stack>
    </Box>
  );
}
