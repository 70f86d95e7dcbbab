import {
  Box,
  Button,
  Field,
  HStack,
  Heading,
  Input,
  Spinner,
  Stack,
  Text,
  Textarea,
  chakra,
} from '@chakra-ui/react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { CONTROL_FONT_SIZE } from '@/lib/responsive';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { CustomDocument, DocumentKind, QuestionAnswerPair } from '@/types/api';
import { useDocumentKind, useDocumentQuestions } from '../api/generate-document-questions';
import { useSuggestDocumentTypes } from '../api/suggest-document-types';
import {
  CUSTOM_TYPE_LIMITS as LIMITS,
  localSuggestions,
  questionsKey,
  suggestionQuery,
  type DocumentTypeSuggestion,
} from '../custom-document';
import { unsupportedKindMessage } from '../details';
import { CUSTOM_TYPE_STRINGS as STRINGS, UNSUPPORTED_TYPE_STRINGS } from '../strings';
import { useFieldDescription } from './fields';

export type CustomDocumentErrors = {
  specificDocumentType?: string;
  documentDescription?: string;
  questionAnswerPairs?: string;
};

/**
 * 'form': the wide form (AI suggestions 250 ms after typing stops, from 2 characters). 'wizard': the phone wizard
 * (spec §4, §5: only after a 1.5 s pause, from 6 characters, and never for a name just chosen from the list).
 */
export type CustomDocumentVariant = 'form' | 'wizard';

type Props = {
  value: CustomDocument;
  onChange: (value: CustomDocument) => void;
  errors?: CustomDocumentErrors;
  variant?: CustomDocumentVariant;
  /** The questions panel's heading level, one below the surrounding heading. */
  questionsHeadingAs?: 'h3' | 'h4';
  /**
   * Told how the server reads the typed name (C3 `kind`, null while unknown), which the form needs for its details and
   * its button. When the server cannot draft it, its sentence shows under the name here, before payment.
   */
  onKindChange?: (kind: DocumentKind | null) => void;
};

const sameQuestions = (pairs: QuestionAnswerPair[], questions: string[]) =>
  pairs.length === questions.length && pairs.every((pair, index) => pair.question === questions[index]);

function SuggestionGroup({
  title,
  suggestions,
  onChoose,
}: {
  title: string;
  suggestions: DocumentTypeSuggestion[];
  onChoose: (suggestion: DocumentTypeSuggestion) => void;
}) {
  const titleId = useId();
  return (
    <Box>
      <Text id={titleId} fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted" px="3" pt="2">
        {title}
      </Text>
      <chakra.ul listStyleType="none" m="0" p="1" aria-labelledby={titleId}>
        {suggestions.map((suggestion) => (
          <li key={suggestion.name}>
            <chakra.button
              type="button"
              w="full"
              textAlign="start"
              px="2"
              py="1.5"
              borderRadius="sm"
              cursor="pointer"
              _hover={{ bg: 'bg.muted' }}
              _focusVisible={{ bg: 'bg.muted', outline: '2px solid', outlineColor: 'blue.500' }}
              onClick={() => onChoose(suggestion)}
            >
              <Text as="span" display="block" fontWeight="medium">
                {suggestion.name}
              </Text>
              {suggestion.description && (
                <Text as="span" display="block" fontSize="sm" color="fg.muted">
                  {suggestion.description}
                </Text>
              )}
            </chakra.button>
          </li>
        ))}
      </chakra.ul>
    </Box>
  );
}

/**
 * The custom document type helper for 'Other (Beta)' (spec §2, §4, §5): the specific type with
 * local and remote suggestions, a description, and follow-up questions with optional answers.
 */
export function CustomDocumentType({
  value,
  onChange,
  errors = {},
  variant = 'form',
  questionsHeadingAs = 'h4',
  onKindChange,
}: Props) {
  const typed = value.specificDocumentType;
  const listId = useId();
  const unsupportedId = useId();
  const kind = useDocumentKind(typed);
  // Before paint: the form's details follow the kind in the same frame as the note saying it cannot be drafted, so no
  // frame shows both the note and fields for a document that will not be made.
  useLayoutEffect(() => {
    onKindChange?.(kind);
  }, [kind, onKindChange]);
  // Not repeated when the same sentence already shows as the field's error (the server refused the name at checkout).
  const unsupported = unsupportedKindMessage(kind);
  const showUnsupported = unsupported !== null && unsupported !== errors.specificDocumentType;
  const questionsTitleId = useId();
  const questionsErrorId = useId();
  const typeField = useFieldDescription(errors.specificDocumentType, false);
  const descriptionField = useFieldDescription(errors.documentDescription, false);

  // --- Suggestions -------------------------------------------------------------------------
  const [listOpen, setListOpen] = useState(false);
  // Just chose a suggestion: no remote search for the chosen name until the visitor types again.
  const [chosen, setChosen] = useState(false);
  const hideTimer = useRef<number | null>(null);

  const cancelHide = () => {
    if (hideTimer.current !== null) window.clearTimeout(hideTimer.current);
    hideTimer.current = null;
  };
  const scheduleHide = () => {
    cancelHide();
    hideTimer.current = window.setTimeout(() => {
      hideTimer.current = null;
      setListOpen(false);
    }, LIMITS.hideAfterBlurMs);
  };
  useEffect(() => cancelHide, []);

  // Remote suggestions 250 ms after typing stops (2+ characters; wizard: 1.5 s, 6+), or at once via Search Documents.
  const suggestDelayMs = variant === 'wizard' ? LIMITS.wizardSuggestDebounceMs : LIMITS.suggestDebounceMs;
  const suggestMinChars = variant === 'wizard' ? LIMITS.wizardSuggestMinChars : LIMITS.suggestMinChars;
  const [remoteQuery, setRemoteQuery] = useState<string | null>(null);
  const typedQuery = chosen ? null : suggestionQuery(typed, suggestMinChars);
  // Nothing to search for (too short, or a suggestion was just chosen): forget the last query at once
  // (adjusted while rendering, not in an effect).
  const [previousTypedQuery, setPreviousTypedQuery] = useState(typedQuery);
  if (typedQuery !== previousTypedQuery) {
    setPreviousTypedQuery(typedQuery);
    if (typedQuery === null) setRemoteQuery(null);
  }
  useEffect(() => {
    if (typedQuery === null) return;
    const timer = window.setTimeout(() => setRemoteQuery(typedQuery), suggestDelayMs);
    return () => window.clearTimeout(timer);
  }, [typedQuery, suggestDelayMs]);
  const remote = useSuggestDocumentTypes(remoteQuery);

  const searchQuery = suggestionQuery(typed, LIMITS.searchMinChars);
  function searchNow() {
    if (!searchQuery) return;
    cancelHide();
    setChosen(false);
    setListOpen(true);
    if (searchQuery === remoteQuery) void remote.mutate();
    else setRemoteQuery(searchQuery);
  }

  const local = localSuggestions(typed);
  const typedLower = typed.trim().toLowerCase();
  const localNames = new Set(local.map((s) => s.name.toLowerCase()));
  const remoteSuggestions = (remoteQuery ? (remote.data ?? []) : []).filter((suggestion) => {
    const name = suggestion.name.toLowerCase();
    return name !== typedLower && !localNames.has(name);
  });
  const searching = remoteQuery !== null && remote.isLoading;
  const showList = listOpen && (local.length > 0 || remoteSuggestions.length > 0 || searching);

  function choose(suggestion: DocumentTypeSuggestion) {
    cancelHide();
    setChosen(true);
    setListOpen(false);
    onChange({
      ...value,
      specificDocumentType: suggestion.name.slice(0, LIMITS.maxTypeChars),
      documentDescription: value.documentDescription.trim()
        ? value.documentDescription
        : suggestion.description.slice(0, LIMITS.maxDescriptionChars),
    });
  }

  function onTypeChange(next: string) {
    cancelHide();
    setChosen(false);
    setListOpen(true);
    onChange({ ...value, specificDocumentType: next });
  }

  // The list hides 300 ms after focus leaves the input, its button and the list.
  function onHelperBlur(event: FocusEvent<HTMLDivElement>) {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    scheduleHide();
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape' && listOpen) {
      event.preventDefault();
      cancelHide();
      setListOpen(false);
    }
  }

  // --- Questions ---------------------------------------------------------------------------
  // Generated 1000 ms after typing stops, once more than 2 characters are typed.
  const questionsFor = useDebouncedValue(questionsKey(typed), LIMITS.questionsDebounceMs);
  // Pairs already in the draft (restored after a cancelled checkout) stand for their type: the
  // answers are kept instead of asking again.
  const [restored] = useState(() =>
    value.questionAnswerPairs.length > 0
      ? { type: questionsKey(typed), questions: value.questionAnswerPairs.map((pair) => pair.question) }
      : null,
  );
  const restoredQuestions = restored !== null && restored.type === questionsFor ? restored.questions : null;
  const useRestored = restoredQuestions !== null;
  const generated = useDocumentQuestions(useRestored ? null : questionsFor);
  const questions = restoredQuestions ?? generated.questions;
  const questionsLoading = !useRestored && generated.isLoading;

  // Answers typed this session, by question, so they come back if the same question does.
  const answers = useRef(new Map<string, string>());
  useEffect(() => {
    if (sameQuestions(value.questionAnswerPairs, questions)) return;
    for (const pair of value.questionAnswerPairs) {
      if (pair.answer) answers.current.set(pair.question, pair.answer);
    }
    onChange({
      ...value,
      questionAnswerPairs: questions.map((question) => ({
        question,
        answer: answers.current.get(question) ?? '',
      })),
    });
  }, [questions, value, onChange]);

  function changeAnswer(index: number, answer: string) {
    const pairs = value.questionAnswerPairs.map((pair, i) => (i === index ? { ...pair, answer } : pair));
    answers.current.set(pairs[index].question, answer);
    onChange({ ...value, questionAnswerPairs: pairs });
  }

  const pairs = value.questionAnswerPairs;

  return (
    <Box
      data-testid="custom-document-type"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      bg="blue.50"
      _dark={{ bg: 'blue.950' }}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {STRINGS.intro}
        </Text>

        <Box onBlur={onHelperBlur} onFocus={cancelHide}>
          <Field.Root invalid={Boolean(errors.specificDocumentType)} ids={typeField.ids}>
            <Field.Label>{STRINGS.specificDocumentType}</Field.Label>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="2" w="full">
              <Input
                name="specificDocumentType"
                value={typed}
                maxLength={LIMITS.maxTypeChars}
                autoComplete="off"
                placeholder={STRINGS.specificDocumentTypePlaceholder}
                bg="bg.panel"
                fontSize={CONTROL_FONT_SIZE}
                aria-describedby={
                  [typeField.describedBy, showUnsupported ? unsupportedId : null].filter(Boolean).join(' ') || undefined
                }
                onChange={(event) => onTypeChange(event.target.value)}
                onFocus={() => setListOpen(true)}
                onKeyDown={onInputKeyDown}
              />
              <Button
                type="button"
                variant="outline"
                bg="bg.panel"
                flexShrink={0}
                disabled={!searchQuery}
                title={searchQuery ? undefined : STRINGS.searchHint}
                onClick={searchNow}
              >
                {STRINGS.search}
              </Button>
            </Stack>
            {errors.specificDocumentType && <Field.ErrorText>{errors.specificDocumentType}</Field.ErrorText>}
          </Field.Root>

          {showUnsupported && (
            <Box
              id={unsupportedId}
              role="status"
              data-testid="unsupported-type"
              mt="2"
              borderWidth="1px"
              borderColor="orange.300"
              borderLeftWidth="4px"
              borderRadius="md"
              bg="bg.panel"
              p="3"
            >
              <Text fontWeight="semibold" fontSize="sm">
                {UNSUPPORTED_TYPE_STRINGS.noteTitle}
              </Text>
              <Text fontSize="sm" mt="1">
                {unsupported}
              </Text>
            </Box>
          )}

          {showList && (
            <Box
              id={listId}
              role="region"
              aria-label={STRINGS.suggestionsLabel}
              mt="2"
              borderWidth="1px"
              borderRadius="md"
              bg="bg.panel"
              shadow="sm"
              maxH="72"
              overflowY="auto"
            >
              {local.length > 0 && (
                <SuggestionGroup title={STRINGS.commonDocuments} suggestions={local} onChoose={choose} />
              )}
              {remoteSuggestions.length > 0 && (
                <SuggestionGroup
                  title={STRINGS.suggestedDocuments}
                  suggestions={remoteSuggestions}
                  onChoose={choose}
                />
              )}
              {searching && (
                <HStack px="3" py="2" color="fg.muted" fontSize="sm" role="status">
                  <Spinner size="xs" />
                  <Text>{STRINGS.searching}</Text>
                </HStack>
              )}
            </Box>
          )}
        </Box>

        <Field.Root invalid={Boolean(errors.documentDescription)} ids={descriptionField.ids}>
          <Field.Label>{STRINGS.documentDescription}</Field.Label>
          <Textarea
            name="documentDescription"
            value={value.documentDescription}
            maxLength={LIMITS.maxDescriptionChars}
            rows={3}
            bg="bg.panel"
            fontSize={CONTROL_FONT_SIZE}
            aria-describedby={descriptionField.describedBy}
            placeholder={STRINGS.documentDescriptionPlaceholder}
            onChange={(event) => onChange({ ...value, documentDescription: event.target.value })}
          />
          {errors.documentDescription && <Field.ErrorText>{errors.documentDescription}</Field.ErrorText>}
        </Field.Root>

        {(pairs.length > 0 || questionsLoading) && (
          <Box
            as="section"
            aria-labelledby={questionsTitleId}
            aria-busy={questionsLoading}
            borderTopWidth="1px"
            pt="4"
          >
            <Heading as={questionsHeadingAs} size="sm" id={questionsTitleId}>
              {STRINGS.questionsTitle}
            </Heading>
            <Text fontSize="sm" color="fg.muted" mt="1">
              {STRINGS.questionsHint}
            </Text>
            {questionsLoading && pairs.length === 0 && (
              <HStack mt="3" color="fg.muted" fontSize="sm" role="status">
                <Spinner size="xs" />
                <Text>{STRINGS.generatingQuestions}</Text>
              </HStack>
            )}
            <Stack gap="3" mt="3">
              {pairs.map((pair, index) => (
                <Field.Root key={`${index}-${pair.question}`}>
                  <Field.Label fontWeight="normal">{pair.question}</Field.Label>
                  <Textarea
                    value={pair.answer}
                    rows={2}
                    maxLength={LIMITS.maxAnswerChars}
                    bg="bg.panel"
                    fontSize={CONTROL_FONT_SIZE}
                    aria-describedby={errors.questionAnswerPairs ? questionsErrorId : undefined}
                    placeholder={STRINGS.answerPlaceholder}
                    onChange={(event) => changeAnswer(index, event.target.value)}
                  />
                </Field.Root>
              ))}
            </Stack>
            {errors.questionAnswerPairs && (
              <Text id={questionsErrorId} color="fg.error" fontSize="sm" mt="2">
                {errors.questionAnswerPairs}
              </Text>
            )}
          </Box>
        )}
      </Stack>
    </Box>
  );
}
