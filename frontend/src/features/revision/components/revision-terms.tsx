import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import type { MutableRefObject } from 'react';
import { OrderFieldControl } from '@/components/order-fields/order-field';
import { NO_DECIDING_FIELDS, type DecidingFields } from '@/lib/plan-slot';
import type { RevisableTerm, Terms } from '../revisable-terms';
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
  if (offered.length === 0) return null;
  return (
    <Fieldset.Root mt="2">
      <Fieldset.Legend fontWeight="semibold">{S.termsLabel}</Fieldset.Legend>
      <Fieldset.HelperText fontSize="sm" color="fg.muted">
        {S.termsHint}
      </Fieldset.HelperText>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" mt="1">
        {offered.map((term) => (
          <OrderFieldControl
            key={term}
            field={term}
            documentType={documentType}
            value={terms[term] ?? ''}
            onChange={(value) => onChange(term, typeof value === 'string' ? value : '')}
            error={errors[term]}
            deciding={deciding[term]}
            showHelp={false}
            emptyChoice={madeWith[term] ? null : S.asDrafted}
            controlRef={(element) => {
              controls.current[term] = element;
            }}
          />
        ))}
      </SimpleGrid>
    </Fieldset.Root>
  );
}
