import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { OPERATOR_STRINGS as S } from '../strings';
import { readToken, saveToken } from '../token';
import { AdminTokenForm } from './admin-token-form';
import { GuaranteePanel } from './guarantee-panel';
import { IntegrationsPanel } from './integrations-panel';

/**
 * The operator's page body: the token first, then the integrations check and the guarantee. A 401 or 429 from any
 * call takes the token back (the server counts wrong ones), so the form asks again with the server's message.
 */
export function OperatorConsole() {
  const [token, setToken] = useState(readToken);
  const [refusal, setRefusal] = useState<string | undefined>();

  const unlock = (value: string) => {
    saveToken(value);
    setRefusal(undefined);
    setToken(value);
  };
  const forget = (message?: string) => {
    saveToken('');
    setToken('');
    setRefusal(message);
  };

  if (!token) return <AdminTokenForm onUnlock={unlock} error={refusal} />;
  return (
    <Stack gap="10">
      <Stack direction="row" justify="flex-end" align="center" gap="3">
        <Text fontSize="sm" color="fg.muted">
          {S.tokenHelp}
        </Text>
        <Button size="sm" variant="outline" onClick={() => forget()}>
          {S.forget}
        </Button>
      </Stack>
      <IntegrationsPanel token={token} onUnauthorized={forget} />
      <GuaranteePanel token={token} onUnauthorized={forget} />
    </Stack>
  );
}
