import { Stack, Text, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A labelled control with its error under it. */
export function LabelledField({
  id,
  label,
  error,
  help,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  help?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="1.5">
      <chakra.label htmlFor={id} fontWeight="medium" fontSize="sm">
        {label}
      </chakra.label>
      {children}
      {help ? (
        <Text id={`${id}-help`} color="fg.muted" fontSize="sm">
          {help}
        </Text>
      ) : null}
      {error ? (
        <Text id={`${id}-error`} color="red.700" fontSize="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
