import { Box, Button, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { checkIntegrations } from '../api/check-integrations';
import type { IntegrationCheck, IntegrationsReport } from '../api/types';
import { OPERATOR_STRINGS as S } from '../strings';

const STATUS_COLOR = { ok: 'green.700', failed: 'red.700', off: 'fg.muted' } as const;

function Diagnostics({ values }: { values: NonNullable<IntegrationCheck['networkDiagnostics']> }) {
  const entries = Object.entries(values).filter(([, value]) => value !== null && value !== '');
  if (entries.length === 0) return null;
  return (
    <Box>
      <Text fontWeight="medium" fontSize="sm">
        {S.diagnostics}
      </Text>
      <chakra.dl fontSize="sm" display="grid" gridTemplateColumns="max-content 1fr" columnGap="3" rowGap="1">
        {entries.map(([name, value]) => (
          <Box key={name} display="contents">
            <chakra.dt color="fg.muted">{name}</chakra.dt>
            <chakra.dd overflowWrap="anywhere">{String(value)}</chakra.dd>
          </Box>
        ))}
      </chakra.dl>
    </Box>
  );
}

/** One adapter's result: status, latency, message, and when it failed the spec's details, diagnostics and solutions. */
function CheckCard({ check }: { check: IntegrationCheck }) {
  return (
    <chakra.li listStyleType="none" borderWidth="1px" borderColor="border" rounded="l3" p="4" data-testid={`check-${check.name}`}>
      <Stack gap="2">
        <Stack direction="row" justify="space-between" align="baseline" wrap="wrap" gap="2">
          <Heading as="h3" size="md">
            {check.label}
          </Heading>
          <Text fontWeight="semibold" color={STATUS_COLOR[check.status]} data-testid="check-status">
            {S.statusLabels[check.status]}
            {check.status === 'off' ? '' : ` · ${check.latencyMs} ms`}
          </Text>
        </Stack>
        <Text fontSize="sm" color="fg.muted">
          {check.adapter}
        </Text>
        <Text>{check.message}</Text>
        {check.error ? (
          <Text fontWeight="semibold" color="red.700">
            {S.connectionFailed}
          </Text>
        ) : null}
        {check.details ? (
          <Text fontSize="sm" overflowWrap="anywhere">
            <chakra.span fontWeight="medium">{S.details}: </chakra.span>
            {check.details}
          </Text>
        ) : null}
        {check.error && check.networkDiagnostics ? <Diagnostics values={check.networkDiagnostics} /> : null}
        {check.possibleSolutions.length > 0 ? (
          <Box>
            <Text fontWeight="medium" fontSize="sm">
              {S.solutions}
            </Text>
            <chakra.ul ps="5" fontSize="sm" listStyleType="disc">
              {check.possibleSolutions.map((solution) => (
                <li key={solution}>{solution}</li>
              ))}
            </chakra.ul>
          </Box>
        ) : null}
      </Stack>
    </chakra.li>
  );
}

/** Runs the integrations check with the token and shows every adapter's result. */
export function IntegrationsPanel({ token, onUnauthorized }: { token: string; onUnauthorized: (message: string) => void }) {
  const [report, setReport] = useState<IntegrationsReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);

  const run = async () => {
    setRunning(true);
    setError(null);
    try {
      setReport(await checkIntegrations(token));
    } catch (failure) {
      if (isApiError(failure) && (failure.status === 401 || failure.status === 429)) {
        onUnauthorized(failure.message);
      } else {
        setError(isApiError(failure) ? failure.message : S.invokeError);
      }
    } finally {
      setRunning(false);
    }
  };

  return (
    <Stack as="section" gap="4" aria-labelledby="integrations-heading">
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="3">
        <Heading as="h2" id="integrations-heading" size="xl">
          {S.checkHeading}
        </Heading>
        <Button colorPalette="blue" onClick={() => void run()} loading={running} loadingText={S.checking}>
          {S.runCheck}
        </Button>
      </Stack>
      {error ? (
        <Text color="red.700" role="alert">
          {S.invokeError}: {error}
        </Text>
      ) : null}
      {report ? (
        <Stack gap="3">
          <Box role="status" rounded="l2" p="3" bg={report.error ? 'red.50' : 'green.50'}>
            <Text fontWeight="semibold" color={report.error ? 'red.800' : 'green.800'}>
              {report.error ? S.testFailed : S.allConnected}
            </Text>
            <Text color={report.error ? 'red.800' : 'green.800'}>{report.message}</Text>
          </Box>
          <chakra.ul display="grid" gap="3" gridTemplateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} m="0" p="0">
            {report.checks.map((check) => (
              <CheckCard key={check.name} check={check} />
            ))}
          </chakra.ul>
        </Stack>
      ) : null}
    </Stack>
  );
}
