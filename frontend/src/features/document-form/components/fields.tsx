/**
 * The document form's fields, shared by the wide form and the phone wizard (spec §2). Each error is tied to its
 * control: the control is aria-invalid and its aria-describedby names the error (then the helper text), so a screen
 * reader reads the message with the field.
 */
import {
  Checkbox,
  Field,
  Fieldset,
  Input,
  NativeSelect,
  Portal,
  Select,
  SimpleGrid,
  Text,
  createListCollection,
} from '@chakra-ui/react';
import { useId } from 'react';
import { site } from '@/config/site';
import type { DocumentData } from '@/types/api';
import { CONTROL_FONT_SIZE } from '@/lib/responsive';
import { BUSINESS_TYPES, INDUSTRIES, SPECIAL_CLAUSES, US_STATES } from '@/lib/options';
import { FIELD_LABELS, FORM_STRINGS } from '../strings';

/** Ids for a field's helper and error texts, and the control's aria-describedby (error first, then helper). */
export function useFieldDescription(error: string | undefined, hasHelper: boolean) {
  const base = useId();
  const ids = { helperText: `${base}helper`, errorText: `${base}error` };
  const describedBy = [error ? ids.errorText : null, hasHelper ? ids.helperText : null].filter(Boolean).join(' ');
  return { ids, describedBy: describedBy || undefined };
}

type Option = { value: string; label: string };

type SelectFieldProps = {
  /** The control's name (the document data field). */
  name: string;
  label: string;
  placeholder: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  /** A line under the select (the chosen document type's description). */
  helperText?: string | null;
};

/** A native select: the phone's own picker on touch screens, the keyboard's arrows everywhere. */
export function SelectField({ name, label, placeholder, value, error, onChange, options, helperText }: SelectFieldProps) {
  const { ids, describedBy } = useFieldDescription(error, Boolean(helperText));
  return (
    <Field.Root invalid={Boolean(error)} ids={ids}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          placeholder={placeholder}
          value={value}
          fontSize={CONTROL_FONT_SIZE}
          aria-describedby={describedBy}
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
      {helperText && <Field.HelperText data-testid={`${name}-description`}>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

const stateCollection = createListCollection({
  items: US_STATES.map((state) => ({ label: state, value: state })),
});

/** The visible height of the state list (spec §2, §9): about five states, the rest scroll. */
export const STATE_LIST_MAX_HEIGHT = '200px';

/**
 * State/Jurisdiction: a list of the 50 states that scrolls within 200px (spec §2, §9), so it never covers the
 * screen of a phone. Typing a state's first letters jumps to it; the hidden native select keeps the value in the
 * form for autofill.
 */
export function StateField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { ids, describedBy } = useFieldDescription(error, false);
  return (
    <Field.Root invalid={Boolean(error)} ids={ids}>
      <Select.Root
        collection={stateCollection}
        name="stateJurisdiction"
        value={value ? [value] : []}
        onValueChange={(details) => onChange(details.value[0] ?? '')}
        positioning={{ sameWidth: true, placement: 'bottom-start', fitViewport: true }}
        lazyMount
        unmountOnExit
      >
        <Select.HiddenSelect />
        <Select.Label>{FIELD_LABELS.stateJurisdiction}</Select.Label>
        <Select.Control>
          <Select.Trigger
            aria-describedby={describedBy}
            fontSize={CONTROL_FONT_SIZE}
            bg="bg.panel"
            // The placeholder reads like the native selects' beside it (and keeps full contrast).
            _placeholderShown={{ color: 'fg' }}
          >
            <Select.ValueText placeholder={FORM_STRINGS.statePlaceholder} />
          </Select.Trigger>
          <Select.IndicatorGroup>
            <Select.Indicator />
          </Select.IndicatorGroup>
        </Select.Control>
        <Portal>
          <Select.Positioner>
            <Select.Content maxH={STATE_LIST_MAX_HEIGHT} overflowY="auto" data-testid="state-list">
              {stateCollection.items.map((state) => (
                <Select.Item item={state} key={state.value} fontSize={CONTROL_FONT_SIZE} py="2">
                  {state.label}
                  <Select.ItemIndicator />
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Positioner>
        </Portal>
      </Select.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function BusinessNameField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { ids, describedBy } = useFieldDescription(error, false);
  return (
    <Field.Root invalid={Boolean(error)} ids={ids}>
      <Field.Label>{FIELD_LABELS.businessName}</Field.Label>
      <Input
        name="businessName"
        value={value}
        maxLength={200}
        autoComplete="organization"
        placeholder={FORM_STRINGS.businessNamePlaceholder}
        fontSize={CONTROL_FONT_SIZE}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function SpecialClausesField({ value, onChange }: { value: string[]; onChange: (value: string[]) => void }) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="medium">{FORM_STRINGS.specialClauses}</Fieldset.Legend>
      <Checkbox.Group value={value} onValueChange={(next: string[]) => onChange(next)} name="specialClauses">
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
  );
}

/**
 * Moves focus to the first field marked invalid in `container` (form order is DOM order), e.g. after a failed
 * submit or Continue. Returns whether one was found.
 */
export function focusFirstInvalid(container: HTMLElement | null): boolean {
  const first = container?.querySelector<HTMLElement>('[aria-invalid="true"]:not([aria-hidden="true"])');
  if (!first) return false;
  // Centred rather than the browser's minimal scroll, which can leave the field under the sticky header.
  first.focus({ preventScroll: true });
  first.scrollIntoView?.({ block: 'center' });
  return true;
}

/** The legal notice above the checkout button (spec §1, §2). */
export function FormDisclaimer() {
  return (
    <Text fontSize="sm" color="fg.muted" borderLeftWidth="3px" borderColor="orange.300" pl="3">
      <strong>Disclaimer:</strong> {site.brandName} is not a law firm and does not provide legal advice. Using this
      service creates no attorney-client relationship. Generated documents are for informational purposes and should
      be reviewed by a qualified attorney.
    </Text>
  );
}

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

type BusinessDetailsProps = {
  documentData: Pick<DocumentData, 'businessType' | 'stateJurisdiction' | 'industry'>;
  errors: Partial<Record<'businessType' | 'stateJurisdiction' | 'industry', string>>;
  change: (field: 'businessType' | 'stateJurisdiction' | 'industry', value: string) => void;
};

/** Business Type, State/Jurisdiction and Industry, in that order: the wide form's row and the wizard's step 2. */
export function BusinessDetailsFields({ documentData, errors, change }: BusinessDetailsProps) {
  return (
    <>
      <SelectField
        name="businessType"
        label={FIELD_LABELS.businessType}
        placeholder={FORM_STRINGS.businessTypePlaceholder}
        value={documentData.businessType}
        error={errors.businessType}
        onChange={(value) => change('businessType', value)}
        options={asOptions(BUSINESS_TYPES)}
      />
      <StateField
        value={documentData.stateJurisdiction}
        error={errors.stateJurisdiction}
        onChange={(value) => change('stateJurisdiction', value)}
      />
      <SelectField
        name="industry"
        label={FIELD_LABELS.industry}
        placeholder={FORM_STRINGS.industryPlaceholder}
        value={documentData.industry}
        error={errors.industry}
        onChange={(value) => change('industry', value)}
        options={asOptions(INDUSTRIES)}
      />
    </>
  );
}
