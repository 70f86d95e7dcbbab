import { Box, Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { OPERATOR_STRINGS as S } from '../strings';
import { TextInput } from '@/components/ui/form-controls';
import { LabelledField } from './controls';

/** Asks for the admin token (a password field); the page keeps it for this tab only (token.ts). */
export function AdminTokenForm({ onUnlock, error }: { onUnlock: (token: string) => void; error?: string }) {
  const [token, setToken] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = token.trim();
    if (!trimmed) {
      setProblem(S.tokenRequired);
      return;
    }
    setProblem(undefined);
    onUnlock(trimmed);
  };
  const shown = problem ?? error;
  return (
    <form onSubmit={submit} noValidate aria-label={S.unlockForm}>
      <Stack gap="4" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-end' }}>
        <Box flex="1">
          <LabelledField id="admin-token" label={S.tokenLabel} error={shown} help={S.tokenHelp}>
            <TextInput
              id="admin-token"
              name="adminToken"
              type="password"
              autoComplete="off"
              spellCheck={false}
              value={token}
              aria-invalid={shown ? true : undefined}
              aria-describedby={shown ? 'admin-token-error' : 'admin-token-help'}
              onChange={(e) => setToken(e.currentTarget.value)}
            />
          </LabelledField>
        </Box>
        <Button type="submit" colorPalette="blue" alignSelf={{ base: 'stretch', sm: 'flex-start' }} mt={{ sm: '7' }}>
          {S.unlock}
        </Button>
      </Stack>
    </form>
  );
}
