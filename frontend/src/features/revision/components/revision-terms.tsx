import { Box, chakra, Fieldset, SimpleGrid, Text } from '@chakra-ui/react';
import { useId, type MutableRefObject } from 'react';
import { DecidingNote, decidingFieldLook } from '@/components/ui/deciding-note';
import { Select, TextInput } from '@/components/ui/form-controls';
import { MAX_DETAIL_TEXT_CHARS } from '@/lib/detail-options';
import { NO_DECIDING_FIELDS, type DecidingFields } from '@/lib/plan-slot';
import { fieldLabel, optionText } from '@/lib/order-words';
import { TERM_YEARS, termInput, type RevisableTerm, type Terms } from '../revisable-terms';
import { REVISE_STRINGS as S } from '../strings';

type Props = {
  /** The document's type: a term is labelled in its words (the freelancer's state). */
  documentType: string;
  offered: readonly RevisableTerm[];
  /** The values the document was made with: a term it was made without offers 'As drafted'. */
  madeWith: Terms;
  terms: Terms;
  onChange: (term: RevisableTerm, value: string) => void;
  /** A sentence beside each term that cannot be sent as it is. */
  errors: Partial<Record<RevisableTerm, string>>;
  /** Each term's control, so a refusal can move focus to the first one at fault. */
  controls: MutableRefObject<Partial<Record<RevisableTerm, HTMLInputElement | HTMLSelectElement | null>>>;
  /** The terms the revised order's plan says would decide a clause, with the clauses' labels: each is marked. */
  deciding?: DecidingFields;
};

/** 'Terms' in the revise panel: the document's details a revision may change as fields, each with its current value. */
export function RevisionTerms({
  documentType,
  offered,
  madeWith,
  terms,
  onChange,
  errors,
  controls,
  deciding = NO_DECIDING_FIELDS,
}: Props) {
  const baseId = useId();
  if (offered.length === 0) return null;
  return (
    <Fieldset.Root mt="2">
      <Fieldset.Legend fontWeight="semibold">{S.termsLabel}</Fieldset.Legend>
      <Fieldset.HelperText fontSize="sm" color="fg.muted">
        {S.termsHint}
      </Fieldset.HelperText>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" mt="1">
        {offered.map((term) => {
          const id = `${baseId}-${term}`;
          const errorId = `${id}-error`;
          const noteId = `${id}-deciding`;
          const error = errors[term];
          const decides = deciding[term];
          const input = termInput(term);
          const describedBy = [error ? errorId : null, decides ? noteId : null].filter(Boolean).join(' ');
          const shared = {
            id,
            name: term,
            value: terms[term] ?? '',
            'aria-invalid': error ? true : undefined,
            'aria-describedby': describedBy || undefined,
          };
          const asDrafted = !madeWith[term] && <option value="">{S.asDrafted}</option>;
          return (
            <Box
              key={term}
              minW="0"
              data-deciding={decides ? '' : undefined}
              {...decidingFieldLook(Boolean(decides))}
            >
              <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="medium" mb="1">
                {fieldLabel(term, documentType)}
              </chakra.label>
              {input.kind === 'choice' || input.kind === 'years' ? (
                <Select
                  {...shared}
                  ref={(element: HTMLSelectElement | null) => {
                    controls.current[term] = element;
                  }}
                  onChange={(event) => onChange(term, event.target.value)}
                >
                  {asDrafted}
                  {input.kind === 'years'
                    ? TERM_YEARS.map((years) => (
                        <option key={years} value={years}>
                          {S.years(Number(years))}
                        </option>
                      ))
                    : input.options.map((option) => (
                        <option key={option} value={option}>
                          {optionText(term, option)}
                        </option>
                      ))}
                </Select>
              ) : (
                <TextInput
                  {...shared}
                  ref={(element: HTMLInputElement | null) => {
                    controls.current[term] = element;
                  }}
                  inputMode={input.kind === 'amount' ? 'decimal' : undefined}
                  maxLength={MAX_DETAIL_TEXT_CHARS}
                  onChange={(event) => onChange(term, event.target.value)}
                />
              )}
              {error && (
                <Text id={errorId} fontSize="sm" color="red.700" mt="1">
                  {error}
                </Text>
              )}
              {decides && (
                <Box mt="1">
                  <DecidingNote id={noteId} testId={`${term}-deciding`}>
                    {S.decidingHint(decides)}
                  </DecidingNote>
                </Box>
              )}
            </Box>
          );
        })}
      </SimpleGrid>
    </Fieldset.Root>
  );
}
