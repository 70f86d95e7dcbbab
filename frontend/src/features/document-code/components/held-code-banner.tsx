import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { KeyIcon } from '@/components/ui/icons';
import type { HeldCode } from '../hooks/use-held-code';
import { useSignOutOfCode } from '../hooks/use-sign-out-of-code';
import { HELD_CODE_SCREEN_STRINGS as S } from '../held-code-strings';

/** 'Sign out of this code': forgets the held code in this browser (useSignOutOfCode). */
export function SignOutOfCodeButton() {
  const signOut = useSignOutOfCode();
  return (
    <Button variant="outline" size="sm" flexShrink="0" onClick={signOut}>
      {S.signOut}
    </Button>
  );
}

/**
 * Where a page drafts with the code this browser holds (issue 24): which code, what is left on it, what the next
 * document uses, and 'Sign out of this code'. `children` adds the page's own ways on (links), under the details.
 */
export function HeldCodeBanner({ heldCode, children }: { heldCode: HeldCode; children?: ReactNode }) {
  return (
    <Box
      as="section"
      aria-labelledby="held-code-title"
      borderWidth="1px"
      borderColor="blue.200"
      bg="blue.50"
      _dark={{ bg: 'blue.950', borderColor: 'blue.800' }}
      borderRadius="lg"
      p="4"
      data-testid="held-code-banner"
    >
      <Stack
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'flex-start', sm: 'center' }}
        gap="3"
      >
        <Box>
          <Text id="held-code-title" fontWeight="semibold" display="flex" alignItems="center" gap="2">
            <KeyIcon aria-hidden />
            {S.bannerTitle(heldCode.code)}
          </Text>
          <Text fontSize="sm" color="fg.muted" mt="1">
            {S.bannerDetails(heldCode.creditsRemaining, heldCode.expiresAt)}
          </Text>
          {children}
        </Box>
        <SignOutOfCodeButton />
      </Stack>
    </Box>
  );
}
