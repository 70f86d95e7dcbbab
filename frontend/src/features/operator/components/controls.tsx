import { Stack, Text, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Plain controls styled like the theme's fields (16px text, visible focus), as the contact form draws them. */
const CONTROL_STYLE = {
  width: '100%',
  fontSize: 'md',
  bg: 'bg',
  borderWidth: '1px',
  borderColor: 'border',
  rounded: 'l2',
  px: '3',
  _invalid: { borderColor: 'red.600' },
  _focusVisible: { outline: '3px solid', outlineColor: 'blue.600', outlineOffset: '1px' },
} as const;
export const TextInput = chakra('input', { base: { ...CONTROL_STYLE, h: '10' } });
export const TextArea = chakra('textarea', { base: { ...CONTROL_STYLE, py: '2', minH: '20' } });

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
