/**
 * 'Details that make your document stronger' (issue 10): the optional facts the chosen type needs, each with a line
 * saying why it matters, each drawn by the one order field (components/order-fields) as the order schema says. Values
 * are the server's labels. Its code loads with the first type that asks for details (lazy-document-details.tsx), not
 * with the first paint.
 */
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { OrderFieldControl } from '@/components/order-fields/order-field';
import { fieldShape, type DetailField } from '@/lib/order-schema';
import { NO_DECIDING_FIELDS, type DecidingFields } from '@/lib/plan-slot';
import type { DocumentData, DocumentKind } from '@/types/api';
import { DETAIL_STRINGS as S } from '../detail-strings';
import { detailFieldsFor } from '../details';
import type { FieldErrors } from '../validation';

export type DocumentDetailsProps = {
  documentData: DocumentData;
  /** How the server reads an 'Other (Beta)' name; null when not known. */
  kind: DocumentKind | null;
  errors: FieldErrors;
  onChange: (field: DetailField, value: string | string[]) => void;
  /** One level below the surrounding heading. */
  headingAs?: 'h3' | 'h4';
  /**
   * The details whose answers would decide a chosen clause (the plan of what the document will include says so),
   * with those clauses' labels: each is marked with a note saying so.
   */
  decidingFields?: DecidingFields;
};

/** Whether a field takes the whole row (lists and sentences); the others share a row from md up. */
const fullWidth = (field: DetailField) => ['choices', 'sentence'].includes(fieldShape(field).input);

/** The section, with only the fields this type (and business type, and kind) needs; nothing when it needs none. */
export function DocumentDetails({
  documentData,
  kind,
  errors,
  onChange,
  headingAs = 'h4',
  decidingFields = NO_DECIDING_FIELDS,
}: DocumentDetailsProps) {
  const titleId = useId();
  const fields = detailFieldsFor(documentData, kind);
  if (fields.length === 0) return null;
  const details = documentData.details ?? {};
  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      data-testid="document-details"
      borderWidth="1px"
      borderRadius="md"
      p={{ base: '3', sm: '4' }}
      bg="bg.subtle"
    >
      <Stack gap="1" mb="4">
        <Heading as={headingAs} size="md" id={titleId}>
          {S.title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {S.intro}
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="4" rowGap="5">
        {fields.map((field) => (
          <Box key={field} gridColumn={fullWidth(field) ? '1 / -1' : undefined} minW="0">
            <OrderFieldControl
              field={field}
              documentType={documentData.documentType}
              value={details[field] ?? ''}
              onChange={(value) => onChange(field, value)}
              error={errors[field]}
              deciding={decidingFields[field]}
              businessState={documentData.stateJurisdiction}
              kindSides={kind?.sides}
            />
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
