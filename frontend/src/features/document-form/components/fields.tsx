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
  SimpleGrid,
  Text,
  chakra,
  useFieldContext,
  useSlotRecipe,
} from '@chakra-ui/react';
import { Suspense, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { site } from '@/config/site';
import type { DocumentData } from '@/types/api';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { CONTROL_FONT_SIZE } from '@/lib/responsive';
import { BUSINESS_TYPES, INDUSTRIES, SPECIAL_CLAUSES } from '@/lib/options';
import { FIELD_LABELS, FORM_STRINGS } from '../strings';
import { stateTriggerLook } from './state-field-look';
import type { StateReplay } from './state-select';

/**
 * Ids for a field's helper and error texts (and its deciding note), and the control's aria-describedby: error first,
 * then the note, then the helper.
 */
export function useFieldDescription(error: string | undefined, hasHelper: boolean, hasNote = false) {
  const base = useId();
  const ids = { helperText: `${base}helper`, errorText: `${base}error` };
  const noteId = `${base}note`;
  const describedBy = [error ? ids.errorText : null, hasNote ? noteId : null, hasHelper ? ids.helperText : null]
    .filter(Boolean)
    .join(' ');
  return { ids, noteId, describedBy: describedBy || undefined };
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
  /**
   * The deciding note, when the field's answer decides a chosen clause: drawn by the caller (components/ui/deciding-note,
   * which loads with the details, not with the form's first paint) under the id the control describes itself by.
   */
  renderNote?: ((id: string) => ReactNode) | null;
};

/** A native select: the phone's own picker on touch screens, the keyboard's arrows everywhere. */
export function SelectField({
  name,
  label,
  placeholder,
  value,
  error,
  onChange,
  options,
  helperText,
  renderNote,
}: SelectFieldProps) {
  const { ids, noteId, describedBy } = useFieldDescription(error, Boolean(helperText), Boolean(renderNote));
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
      {renderNote?.(noteId)}
      {helperText && <Field.HelperText data-testid={`${name}-description`}>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

const StateSelect = lazyWithPreload(() => import('./state-select').then((module) => module.StateSelect));
const preloadStateSelect = () => void StateSelect.preload().catch(() => {});

/** Keys that open a closed select list (as the list's own trigger does). */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/** A key the list's trigger acts on: one that opens it, or a character that picks a state by its first letters. */
const isListKey = (event: KeyboardEvent<HTMLElement>) =>
  OPENING_KEYS.has(event.key) || (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey);

/**
 * State/Jurisdiction: a list of the 50 states and the District of Columbia that scrolls within 200px (spec §2, §9), so
 * it never covers the screen of a phone. Typing a state's first letters picks it (closed) or jumps to it (open); the
 * hidden native select keeps the value in the form for autofill.
 *
 * The list's machinery (positioning, typeahead, dismissal: about 20 KB of gzipped JavaScript) is not part of the
 * page's first download. Until the visitor first reaches for the field, a stand-in trigger with the same look,
 * role and name shows the value; its download starts as soon as a pointer is over the field or focus reaches it.
 * What the visitor does on the stand-in (a press, or keys: an arrow, Enter, Space, letters) is kept, and the stand-in
 * keeps focus until the list's code is here; the real list then takes focus and is given the same press and keys, so
 * the first keyboard use ends in the list (or on the state the letters pick), as it would on a list loaded with the page.
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
  // null: the stand-in shows. Otherwise the real list, given what the visitor did on the stand-in (nothing when the
  // list's code was here before this field showed).
  const [listMount, setListMount] = useState<{ replay: StateReplay | null } | null>(() =>
    StateSelect.isLoaded() ? { replay: null } : null,
  );
  const pending = useRef<StateReplay | null>(null);
  const onIntent = (intent: { click: true } | { key: string }) => {
    const first = pending.current === null;
    pending.current ??= { click: false, keys: [] };
    if ('click' in intent) pending.current.click = true;
    else pending.current.keys.push(intent.key);
    if (!first) return;
    StateSelect.preload().then(
      () => setListMount({ replay: pending.current }),
      (failure: unknown) => {
        // The list's code could not be fetched (offline): the stand-in stays, and the next press tries again.
        pending.current = null;
        console.error('Loading the state list failed', failure);
      },
    );
  };
  return (
    <Field.Root invalid={Boolean(error)} ids={ids}>
      {listMount ? (
        <Suspense fallback={<StateTriggerStandIn value={value} describedBy={describedBy} />}>
          <StateSelect value={value} onChange={onChange} describedBy={describedBy} replay={listMount.replay} />
        </Suspense>
      ) : (
        <StateTriggerStandIn value={value} describedBy={describedBy} onIntent={onIntent} />
      )}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/**
 * Looks and reads like the list's closed trigger (the select recipe's own styles, role combobox, named by its label)
 * until the list's code is loaded. It reports presses and the list's keys (`onIntent`); without it, it is inert.
 */
function StateTriggerStandIn({
  value,
  describedBy,
  onIntent,
}: {
  value: string;
  describedBy: string | undefined;
  onIntent?: (intent: { click: true } | { key: string }) => void;
}) {
  const styles = useSlotRecipe({ key: 'select' })({});
  const field = useFieldContext();
  const labelId = `${field.ids.control}-state-label`;
  const triggerId = `${field.ids.control}-state-trigger`;
  return (
    <chakra.div css={styles.root} onPointerEnter={preloadStateSelect}>
      <chakra.label css={styles.label} id={labelId} htmlFor={triggerId}>
        {FIELD_LABELS.stateJurisdiction}
      </chakra.label>
      <chakra.div css={styles.control}>
        <chakra.button
          type="button"
          id={triggerId}
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={false}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={field.invalid || undefined}
          data-invalid={field.invalid ? '' : undefined}
          data-placeholder-shown={value ? undefined : ''}
          data-state="closed"
          css={[styles.trigger, stateTriggerLook]}
          onFocus={preloadStateSelect}
          onClick={() => onIntent?.({ click: true })}
          onKeyDown={(event) => {
            if (!onIntent || !isListKey(event)) return;
            event.preventDefault();
            onIntent({ key: event.key });
          }}
        >
          <chakra.span css={styles.valueText}>{value || FORM_STRINGS.statePlaceholder}</chakra.span>
        </chakra.button>
        <chakra.div css={styles.indicatorGroup}>
          <chakra.div css={styles.indicator} data-invalid={field.invalid ? '' : undefined}>
            <ChevronDownIcon />
          </chakra.div>
        </chakra.div>
      </chakra.div>
    </chakra.div>
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
  const focus = () => {
    // Centred rather than the browser's minimal scroll, which can leave the field under the sticky header.
    first.focus({ preventScroll: true });
    first.scrollIntoView?.({ block: 'center' });
  };
  focus();
  // A field in a panel that the same error has just opened (Custom Instructions) takes focus only once the panel
  // shows: try again on the next frames, for at most half a second.
  let frames = 0;
  const retry = () => {
    if (!first.isConnected || document.activeElement === first || ++frames > 30) return;
    focus();
    requestAnimationFrame(retry);
  };
  if (document.activeElement !== first) requestAnimationFrame(retry);
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
