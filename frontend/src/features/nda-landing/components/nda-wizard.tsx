import { Box, Button, Field, Fieldset, Heading, Input, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { OrderFieldControl } from '@/components/order-fields/order-field';
import { showToast, useCloseToastWhenFixed } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { isBlank, toRequestData } from '@/lib/document-data';
import { preparePlanFor, useDecidingFields, type DecidingFields, type RenderPlan } from '@/lib/plan-slot';
import { BUSINESS_TYPES, INDUSTRIES, US_STATES } from '@/lib/options';
import { useDocumentData } from '@/stores/document-data';
import type { DocumentData } from '@/types/api';
import { withNdaPreset } from '../preset';
import { NDA_STRINGS as S } from '../strings';
import { ReviewStep } from './review-step';
import { WizardProgress } from './wizard-progress';

export type WizardStep = 1 | 2 | 3;

export type NdaCheckout = {
  /** Opens the payment page for the order (create-checkout). */
  start: (data: DocumentData) => void | Promise<void>;
  isProcessing: boolean;
  /** The last checkout failure's message, for the red box. */
  error: string | null;
};

type Props = {
  step: WizardStep;
  onStepChange: (step: WizardStep) => void;
  checkout: NdaCheckout;
  /** Credits left on a valid code this browser holds, or null: then step 3 drafts with it instead of checkout. */
  heldCredits: number | null;
  onGenerateWithHeldCode: (data: DocumentData) => Promise<void>;
  /**
   * 'What your document will include' on the review step (issue 23): the route passes the plan's summary
   * (features/document-plan); the optional details it says would decide a clause are marked on step 2.
   */
  renderPlan?: RenderPlan;
};

type StepField = 'businessName' | 'businessType' | 'industry' | 'stateJurisdiction';
type FieldErrors = Partial<Record<StepField, string>>;

const STEP_TITLES = { 1: S.step1Title, 2: S.step2Title, 3: S.step3Title } as const;
const STEP_2_FIELDS = [
  ['businessType', S.businessTypeRequired],
  ['industry', S.industryRequired],
  ['stateJurisdiction', S.stateRequired],
] as const;

function SelectField({
  name,
  label,
  placeholder,
  value,
  options,
  error,
  onChange,
  selectRef,
}: {
  name: StepField;
  label: string;
  placeholder: string;
  value: string;
  options: readonly string[];
  error?: string;
  onChange: (value: string) => void;
  selectRef: Ref<HTMLSelectElement>;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field
          ref={selectRef}
          name={name}
          placeholder={placeholder}
          value={value}
          fontSize="md"
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** The details step 2 offers, in order: the NDA's own, drawn as the order schema says (src/lib/order-schema.ts). */
const OPTIONAL_FIELDS = ['mutuality', 'purpose', 'counterpartyEntityType'] as const;
type OptionalField = (typeof OPTIONAL_FIELDS)[number];
const NDA = 'Non-Disclosure Agreement';

/**
 * Step 2's optional details (issue 10): Mutual or One-way, the purpose, and whether the other party is a person or a
 * business. Nothing here is required; the values are the server's labels.
 */
function OptionalDetails({
  details,
  deciding,
  onChange,
}: {
  details: DocumentData['details'];
  deciding: DecidingFields;
  onChange: (field: OptionalField, value: string) => void;
}) {
  return (
    <Fieldset.Root borderTopWidth="1px" pt="5">
      <Fieldset.Legend fontWeight="semibold" fontSize="md" mb="3">
        {S.detailsTitle}
      </Fieldset.Legend>
      <Stack gap="5">
        {OPTIONAL_FIELDS.map((field) => (
          <OrderFieldControl
            key={field}
            field={field}
            documentType={NDA}
            size="lg"
            value={details?.[field] ?? ''}
            deciding={deciding[field]}
            onChange={(value) => onChange(field, typeof value === 'string' ? value : '')}
          />
        ))}
      </Stack>
    </Fieldset.Root>
  );
}

/**
 * The /nda 3-step wizard (spec §2, §4, §5): business name; business type, industry and state (and, optionally,
 * Mutual or One-way, the purpose and the other party's kind); review with what the NDA will include (the plan), the
 * terms and checkout. A step's Continue is refused with the spec's toast until its fields are filled (the fields say
 * which, and the first one gets focus); the order sent is the shared draft under the NDA preset.
 */
export function NdaWizard({ step, onStepChange, checkout, heldCredits, onGenerateWithHeldCode, renderPlan }: Props) {
  const { documentData, updateField } = useDocumentData();
  // Kept when the review is left for step 2, so the details the plan said would decide a clause stay marked there.
  const [decidingFields, onDecidingFieldsChange] = useDecidingFields();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [agreed, setAgreed] = useState(false);
  const [prompting, setPrompting] = useState(false);
  const [usingCode, setUsingCode] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [preparingReview, setPreparingReview] = useState(false);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const termsRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const businessTypeRef = useRef<HTMLSelectElement>(null);
  const industryRef = useRef<HTMLSelectElement>(null);
  const stateRef = useRef<HTMLSelectElement>(null);

  // A new step is announced by moving focus to its heading (not on the first render: the page keeps its focus).
  // When the wizard's top is out of sight (under the sticky header, or low on a phone) it is brought up first.
  const sectionRef = useRef<HTMLElement>(null);
  const navigated = useRef(false);
  useEffect(() => {
    if (!navigated.current) return;
    const section = sectionRef.current;
    const top = section?.getBoundingClientRect().top ?? 0;
    // 80px: the sticky header's height, with room (the section's scroll margin is the same).
    if (section && (top < 80 || top > window.innerHeight / 2)) section.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  // The prompt replaces the checkbox after a checkout without agreement: focus goes to it.
  useEffect(() => {
    if (prompting) termsRef.current?.focus();
  }, [prompting]);

  const order = withNdaPreset(documentData);
  const busy = checkout.isProcessing || usingCode;

  // Each error toast lasts as long as its error (issue 24): the name's until a name is typed, the details' until all
  // three are chosen, the agreement's until the box is ticked.
  const toastBase = useId();
  const toastIds = { name: `${toastBase}name`, missing: `${toastBase}missing`, agreement: `${toastBase}agreement` };
  useCloseToastWhenFixed(toastIds.name, !isBlank(documentData.businessName));
  useCloseToastWhenFixed(toastIds.missing, STEP_2_FIELDS.every(([field]) => !isBlank(documentData[field])));
  useCloseToastWhenFixed(toastIds.agreement, agreed);

  function go(next: WizardStep) {
    navigated.current = true;
    setErrors({});
    onStepChange(next);
  }

  function change(field: StepField, value: string) {
    updateField(field, value);
    setErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  }

  /** Refuses step 1 without a name; true when it may be left. */
  function checkStep1(): boolean {
    if (!isBlank(documentData.businessName)) return true;
    setErrors({ businessName: S.nameRequired });
    showToast(S.nameRequiredTitle, S.nameRequiredDescription, 'error', toastIds.name);
    nameRef.current?.focus();
    return false;
  }

  /** Refuses step 2 until type, industry and state are chosen; true when it may be left. */
  function checkStep2(): boolean {
    const missing = STEP_2_FIELDS.filter(([field]) => isBlank(documentData[field]));
    if (missing.length === 0) return true;
    setErrors(Object.fromEntries(missing));
    showToast(S.missingTitle, S.missingDescription, 'error', toastIds.missing);
    const firstMissing = { businessType: businessTypeRef, industry: industryRef, stateJurisdiction: stateRef }[missing[0][0]];
    firstMissing.current?.focus();
    return false;
  }

  function onSubmitStep1(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checkStep1()) go(2);
  }

  async function onSubmitStep2(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (preparingReview || !checkStep2()) return;
    // The review is drawn with its plan, so nothing arrives later above the terms box and the pay button.
    setPreparingReview(true);
    await preparePlanFor(renderPlan, toRequestData(order));
    setPreparingReview(false);
    go(3);
  }

  async function generate() {
    if (busy) return;
    // The earlier steps were checked on Continue; checked again in case the draft was reset meanwhile.
    if (isBlank(documentData.businessName)) {
      go(1);
      checkStep1();
      return;
    }
    if (STEP_2_FIELDS.some(([field]) => isBlank(documentData[field]))) {
      go(2);
      checkStep2();
      return;
    }
    if (!agreed) {
      setPrompting(true);
      showToast(S.agreementTitle, S.agreementDescription, 'error', toastIds.agreement);
      termsRef.current?.focus();
      return;
    }
    const data = toRequestData(order);
    setCodeError(null);
    if (heldCredits === null) {
      await checkout.start(data);
      return;
    }
    setUsingCode(true);
    try {
      await onGenerateWithHeldCode(data);
    } catch (error) {
      console.error('Drafting with the held code failed', error);
      setCodeError(errorMessage(error, S.heldCodeError));
      setUsingCode(false);
    }
  }

  function onAgreedChange(next: boolean) {
    setAgreed(next);
    if (next) setPrompting(false);
  }

  const headingId = 'nda-step-title';

  return (
    <Box
      as="section"
      ref={sectionRef}
      aria-labelledby={headingId}
      scrollMarginTop="20"
      borderWidth="1px"
      borderRadius="2xl"
      bg="bg.panel"
      shadow="md"
      p={{ base: '4', sm: '5', md: '8' }}
    >
      <Stack gap="6">
        <WizardProgress step={step} names={S.stepNames} />
        <Box>
          <Text fontSize="sm" fontWeight="semibold" color="blue.700" _dark={{ color: 'blue.300' }}>
            {S.stepOf(step, 3)}
          </Text>
          <Heading
            as="h2"
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            size={{ base: 'xl', md: '2xl' }}
            mt="1"
            _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '4px' }}
          >
            {STEP_TITLES[step]}
          </Heading>
          {step === 1 && (
            <Text color="fg.muted" mt="1">
              {S.step1Intro}
            </Text>
          )}
          {step === 2 && (
            <Text color="fg.muted" mt="1">
              {S.step2Intro}
            </Text>
          )}
        </Box>

        {step === 1 && (
          <chakra.form onSubmit={onSubmitStep1} noValidate>
            <Stack gap="5">
              <Field.Root invalid={Boolean(errors.businessName)} required>
                <Field.Label>{S.businessName}</Field.Label>
                <Input
                  ref={nameRef}
                  name="businessName"
                  size="lg"
                  fontSize="md"
                  value={documentData.businessName}
                  maxLength={200}
                  autoComplete="organization"
                  placeholder={S.businessNamePlaceholder}
                  onChange={(event) => change('businessName', event.target.value)}
                />
                {errors.businessName && <Field.ErrorText>{errors.businessName}</Field.ErrorText>}
              </Field.Root>
              <Button type="submit" colorPalette="blue" size="lg" alignSelf={{ base: 'stretch', sm: 'flex-end' }}>
                {S.continue}
              </Button>
            </Stack>
          </chakra.form>
        )}

        {step === 2 && (
          <chakra.form onSubmit={(event) => void onSubmitStep2(event)} noValidate>
            <Stack gap="5">
              <SelectField
                name="businessType"
                label={S.businessType}
                placeholder={S.businessTypePlaceholder}
                value={documentData.businessType}
                options={BUSINESS_TYPES}
                error={errors.businessType}
                onChange={(value) => change('businessType', value)}
                selectRef={businessTypeRef}
              />
              <SelectField
                name="industry"
                label={S.industry}
                placeholder={S.industryPlaceholder}
                value={documentData.industry}
                options={INDUSTRIES}
                error={errors.industry}
                onChange={(value) => change('industry', value)}
                selectRef={industryRef}
              />
              <SelectField
                name="stateJurisdiction"
                label={S.stateJurisdiction}
                placeholder={S.statePlaceholder}
                value={documentData.stateJurisdiction}
                options={US_STATES}
                error={errors.stateJurisdiction}
                onChange={(value) => change('stateJurisdiction', value)}
                selectRef={stateRef}
              />
              <OptionalDetails
                details={documentData.details}
                deciding={decidingFields}
                onChange={(field, value) => updateField('details', { ...documentData.details, [field]: value })}
              />
              <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="space-between">
                <Button type="button" variant="outline" size="lg" onClick={() => go(1)} disabled={preparingReview}>
                  {S.back}
                </Button>
                <Button type="submit" colorPalette="blue" size="lg" loading={preparingReview} loadingText={S.continue}>
                  {S.continue}
                </Button>
              </Stack>
            </Stack>
          </chakra.form>
        )}

        {step === 3 && (
          <ReviewStep
            data={order}
            error={codeError ?? checkout.error}
            busy={busy}
            heldCredits={heldCredits}
            agreed={agreed}
            onAgreedChange={onAgreedChange}
            prompting={prompting}
            termsRef={termsRef}
            onGenerate={() => void generate()}
            onBack={() => go(2)}
            plan={renderPlan?.({ order: toRequestData(order), onDecidingFieldsChange, headingAs: 'h3' })}
          />
        )}
      </Stack>
    </Box>
  );
}
