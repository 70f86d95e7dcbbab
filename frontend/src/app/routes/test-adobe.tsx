import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { OperatorConsole } from '@/features/operator/components/operator-console';
import { OPERATOR_STRINGS } from '@/features/operator/strings';

/**
 * /test-adobe (spec §2's test page, decisions §4.7): the operator's integrations check and the money-back guarantee,
 * behind the admin token. Not linked from any page and `noindex` (app/page-meta.ts).
 */
export function TestAdobeRoute() {
  return (
    <Container maxW="5xl" py={{ base: '8', md: '12' }}>
      <Stack gap="8">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {OPERATOR_STRINGS.title}
          </Heading>
          <Text color="fg.muted">{OPERATOR_STRINGS.intro}</Text>
        </Stack>
        <OperatorConsole />
      </Stack>
    </Container>
  );
}
