import { chakra } from '@chakra-ui/react';

/**
 * Plain form elements styled like the theme's fields. Chakra's Field, Input, Textarea and NativeSelect are shared with
 * the home page's form: importing them on another page too splits them into chunks of their own, and the first visit
 * to / pays for the extra files (frontend/e2e/first-load.spec.ts). 16px text, so phones do not zoom into a field.
 */
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
export const Select = chakra('select', { base: { ...CONTROL_STYLE, h: '10' } });
export const TextArea = chakra('textarea', { base: { ...CONTROL_STYLE, py: '2', minH: '36' } });
