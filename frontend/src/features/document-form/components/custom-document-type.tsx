import { Box, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import type { CustomDocument } from '@/types/api';
import { FORM_STRINGS } from '../strings';

type Props = {
  value: CustomDocument;
  onChange: (value: CustomDocument) => void;
};

/** The minimal custom-type block shown for 'Other (Beta)'. */
export function CustomDocumentType({ value, onChange }: Props) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="blue.50" _dark={{ bg: 'blue.950' }}>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          Tell us which document you need; the AI tailors it to your business.
        </Text>
        <Field.Root>
          <Field.Label>{FORM_STRINGS.specificDocumentType}</Field.Label>
          <Input
            value={value.specificDocumentType}
            maxLength={200}
            placeholder={FORM_STRINGS.specificDocumentTypePlaceholder}
            onChange={(event) => onChange({ ...value, specificDocumentType: event.target.value })}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>{FORM_STRINGS.documentDescription}</Field.Label>
          <Textarea
            value={value.documentDescription}
            maxLength={2000}
            rows={3}
            placeholder={FORM_STRINGS.documentDescriptionPlaceholder}
            onChange={(event) => onChange({ ...value, documentDescription: event.target.value })}
          />
        </Field.Root>
      </Stack>
    </Box>
  );
}
