import { Box, Button, chakra, Checkbox, Fieldset, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { TextArea } from '@/components/ui/form-controls';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { toDocumentData } from '@/lib/document-data';
import { amountError } from '@/lib/document-details';
import { useCreditInfo } from '@/lib/get-credit-info';
import { SPECIAL_CLAUSES } from '@/lib/options';
import { NO_DECIDING_FIELDS, useDecidingFields, type RenderPlan } from '@/lib/plan-slot';
import { setGenerationJobId } from '@/lib/storage';
import type { DocumentData } from '@/types/api';
import { MAX_CHANGES_LENGTH, useReviseDocument } from '../api/revise-document';
import {
  invalidAmounts,
  revisableTerms,
  termOfErrorKey,
  termsChanged,
  termsOf,
  withTerms,
  type RevisableTerm,
  type Terms,
} from '../revisable-terms';
import { REVISE_STRINGS as S } from '../strings';
import { RevisionTerms } from './revision-terms';

/** The document to revise: one of the code's finished documents, with the form data it was made from. */
export type RevisableDocument = { jobId: string; title: string; version: number; documentData?: DocumentData };

/** Whether two lists of clause ids hold the same clauses, in any order. */
function sameClauses(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

type Props = {
  code: string;
  document: RevisableDocument;
  /** The id of the element naming the document, so the toggle reads 'Revise this document, <title>'. */
  describedBy?: string;
  /**
   * 'What your document will include' for the revised order (issue 23), shown once a clause or term is changed: the
   * route passes the plan's summary (features/document-plan); the terms it says would decide a clause are marked.
   */
  renderPlan?: RenderPlan;
};

/** What a refusal says, beside the field (the server's sentence when it sends one). */
function refusalMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.fields?.changes) return error.fields.changes;
    if (error.status === 402 || error.code === 'no_credits') {
      return `${error.fromServer ? error.message : S.noCredits} ${S.noCreditsNote}`;
    }
    if (error.fields) {
      const first = Object.values(error.fields).find((message) => typeof message === 'string' && message.trim());
      if (first) return first;
    }
  }
  return errorMessage(error, S.failed);
}

/**
 * 'Revise this document' (issue 11): a panel under a listed document where the buyer says in plain words what should
 * change, sees what it costs, and starts the revision. A refusal shows beside the field, which takes focus, with what
 * was typed kept; a started revision goes through the generating screen like a generation, then to its download.
 */
export function ReviseDocument({ code, document, describedBy, renderPlan }: Props) {
  const navigate = useNavigate();
  const { trigger } = useReviseDocument();
  const [open, setOpen] = useState(false);
  const [changes, setChanges] = useState('');
  // The document's special clauses, which the buyer may add or remove as field changes.
  const made = document.documentData;
  const madeWith = made?.specialClauses ?? [];
  const [clauses, setClauses] = useState<string[]>(madeWith);
  const clausesChanged = made !== undefined && !sameClauses(clauses, madeWith);
  // The terms of its type (lengths, amounts, mutual or one-way), which the buyer may change as fields too.
  const offeredTerms = useMemo(() => (made ? revisableTerms(made) : []), [made]);
  const madeTerms = useMemo(() => (made ? termsOf(made) : {}), [made]);
  const [terms, setTerms] = useState<Terms>(madeTerms);
  const termsAreChanged = made !== undefined && termsChanged(made, terms);
  const [termErrors, setTermErrors] = useState<Partial<Record<RevisableTerm, string>>>({});
  const [decidingFields, onDecidingFieldsChange] = useDecidingFields();
  const termControls = useRef<Partial<Record<RevisableTerm, HTMLInputElement | HTMLSelectElement | null>>>({});
  const [error, setError] = useState<{ message: string; invalid: boolean } | null>(null);
  /** Bumped by each refusal (and by opening): the field takes focus again. */
  const [focusRequest, setFocusRequest] = useState(0);
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const toggleButton = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const fieldId = useId();
  const hintId = useId();
  const countId = useId();
  const costId = useId();
  const errorId = useId();
  const credits = useCreditInfo(open ? code : null, 'after-spending');
  const remaining = credits.data?.creditsRemaining;
  const noCredits = remaining === 0;
  const nextVersion = document.version + 1;

  useEffect(() => {
    if (focusRequest > 0) field.current?.focus();
  }, [focusRequest]);

  function toggle() {
    setOpen((wasOpen) => !wasOpen);
    if (!open) setFocusRequest((n) => n + 1);
  }

  /** Shows `message` beside the field and focuses it; `invalid` when it is about what was typed. */
  function refuse(message: string, invalid: boolean) {
    setError({ message, invalid });
    setFocusRequest((n) => n + 1);
  }

  /** Shows each sentence beside its term and focuses the first; false when none is about a term. */
  function refuseTerms(errors: Partial<Record<RevisableTerm, string>>): boolean {
    const first = offeredTerms.find((term) => errors[term]);
    if (!first) return false;
    setTermErrors(errors);
    setError(null);
    termControls.current[first]?.focus();
    return true;
  }

  /** The server's sentences about offered terms, keyed by term. */
  function serverTermErrors(failure: unknown): Partial<Record<RevisableTerm, string>> {
    const errors: Partial<Record<RevisableTerm, string>> = {};
    if (!isApiError(failure) || !failure.fields) return errors;
    for (const [key, message] of Object.entries(failure.fields)) {
      const term = termOfErrorKey(key, offeredTerms);
      if (term && typeof message === 'string') errors[term] = message;
    }
    return errors;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (!changes.trim() && !clausesChanged && !termsAreChanged) {
      refuse(S.blank, true);
      return;
    }
    if (made) {
      const amounts = invalidAmounts(made, terms);
      if (refuseTerms(Object.fromEntries(amounts.map((term) => [term, amountError(term)])))) return;
    }
    setSending(true);
    setError(null);
    setTermErrors({});
    try {
      const documentData =
        (clausesChanged || termsAreChanged) && made ? withTerms({ ...made, specialClauses: clauses }, terms) : undefined;
      const started = await trigger({ code, request: { jobId: document.jobId, changes, documentData } });
      // The generating screen follows the kept job, as after a generation, then opens its download.
      setGenerationJobId(started.jobId);
      navigate(paths.generate.getHref());
    } catch (failure) {
      // A refusal is an answer for the buyer, not a fault; anything else is logged.
      if (!isApiError(failure) || failure.status === 0 || failure.status >= 500) {
        console.error('Starting the revision failed', failure);
      }
      setSending(false);
      if (isApiError(failure) && !failure.fields?.changes && refuseTerms(serverTermErrors(failure))) return;
      refuse(refusalMessage(failure), isApiError(failure) && Boolean(failure.fields?.changes));
    }
  }

  const describedByIds = [hintId, countId, costId, error ? errorId : null].filter(Boolean).join(' ');
  // The revised order's plan, once a clause or term differs from the document's (the plain words cannot be planned).
  const plan =
    open && made && renderPlan && (clausesChanged || termsAreChanged)
      ? renderPlan({
          order: toDocumentData(withTerms({ ...made, specialClauses: clauses }, terms)),
          onDecidingFieldsChange,
          headingAs: 'h4',
        })
      : null;

  return (
    <Box mt="3">
      <Button
        ref={toggleButton}
        size="sm"
        variant={open ? 'subtle' : 'outline'}
        colorPalette="blue"
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={describedBy}
        onClick={toggle}
        w={{ base: 'full', sm: 'auto' }}
      >
        {S.open}
      </Button>
      <Box id={panelId} hidden={!open} mt="3" p={{ base: '3', sm: '4' }} borderWidth="1px" borderRadius="md" bg="bg.subtle">
        {open && (
          <form onSubmit={onSubmit} noValidate aria-label={S.formLabel(document.title, document.version)}>
            <Stack gap="2">
              <chakra.label htmlFor={fieldId} fontWeight="semibold">
                {S.changesLabel}
              </chakra.label>
              <Box id={hintId} fontSize="sm" color="fg.muted">
                <Text>{S.hint}</Text>
                <Box as="ul" ps="5" mt="1" listStyleType="disc">
                  {S.examples.map((example) => (
                    <Box as="li" key={example}>
                      ‘{example}’
                    </Box>
                  ))}
                </Box>
              </Box>
              <TextArea
                ref={field}
                id={fieldId}
                name="changes"
                value={changes}
                maxLength={MAX_CHANGES_LENGTH}
                rows={5}
                aria-invalid={error?.invalid ? true : undefined}
                aria-describedby={describedByIds}
                onChange={(event) => setChanges(event.target.value)}
              />
              <Text id={countId} fontSize="sm" color="fg.muted" textAlign="end">
                {S.count(changes.length, MAX_CHANGES_LENGTH)}
              </Text>
              {error && (
                <Text id={errorId} role="alert" fontSize="sm" color="red.700" overflowWrap="anywhere">
                  {error.message}
                </Text>
              )}
              {made && (
                <Fieldset.Root>
                  <Fieldset.Legend fontWeight="semibold">{S.clausesLabel}</Fieldset.Legend>
                  <Fieldset.HelperText fontSize="sm" color="fg.muted">
                    {S.clausesHint}
                  </Fieldset.HelperText>
                  <Checkbox.Group value={clauses} onValueChange={(next: string[]) => setClauses(next)} name="specialClauses">
                    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" mt="1">
                      {SPECIAL_CLAUSES.map((clause) => (
                        <Checkbox.Root key={clause.id} value={clause.id} size="sm">
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label>{clause.label}</Checkbox.Label>
                        </Checkbox.Root>
                      ))}
                    </SimpleGrid>
                  </Checkbox.Group>
                </Fieldset.Root>
              )}
              {made && (
                <RevisionTerms
                  documentType={made?.documentType ?? ''}
                  offered={offeredTerms}
                  madeWith={madeTerms}
                  terms={terms}
                  errors={termErrors}
                  deciding={plan ? decidingFields : NO_DECIDING_FIELDS}
                  controls={termControls}
                  onChange={(term, value) => {
                    setTerms((current) => ({ ...current, [term]: value }));
                    setTermErrors(({ [term]: _fixed, ...others }) => others);
                  }}
                />
              )}
              {plan}
              <Box id={costId} fontSize="sm">
                <Text fontWeight="medium" data-testid="revision-cost">
                  {noCredits
                    ? `${S.noCredits} ${S.noCreditsNote}`
                    : remaining === undefined
                      ? S.costUnknown
                      : S.cost(remaining)}
                </Text>
                {!noCredits && <Text color="fg.muted">{S.result(nextVersion)}</Text>}
              </Box>
              <Stack direction={{ base: 'column', sm: 'row' }} gap="2" mt="1">
                <Button type="submit" colorPalette="blue" disabled={sending || noCredits}>
                  {sending ? S.submitting : S.submit(nextVersion)}
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  onClick={() => {
                    setOpen(false);
                    toggleButton.current?.focus();
                  }}
                >
                  {S.cancel}
                </Button>
              </Stack>
            </Stack>
          </form>
        )}
      </Box>
    </Box>
  );
}
