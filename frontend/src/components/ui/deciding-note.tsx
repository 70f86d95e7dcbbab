import { Text } from '@chakra-ui/react';
import { InfoIcon } from '@/components/ui/icons';

/** The look of a field the plan marks as deciding a clause: a bar at its start, beside the written note. */
export function decidingFieldLook(deciding: boolean) {
  return deciding ? ({ borderInlineStartWidth: '3px', borderColor: 'orange.500', ps: '3' } as const) : {};
}

/**
 * The mark on a field whose answer decides whether a chosen clause is lawful in the state (the plan of what the
 * document will include says so): written out beside an icon, never by colour alone. The field's control names it in
 * `aria-describedby` by `id`.
 */
export function DecidingNote({ id, testId, children }: { id: string; testId?: string; children: string }) {
  return (
    <Text
      id={id}
      display="flex"
      gap="1.5"
      alignItems="flex-start"
      fontSize="sm"
      fontWeight="medium"
      color="fg.warning"
      data-testid={testId}
    >
      <InfoIcon boxSize="4" flexShrink="0" mt="0.5" aria-hidden />
      {children}
    </Text>
  );
}
