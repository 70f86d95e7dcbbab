import { Box, Checkbox, Link, Text } from '@chakra-ui/react';
import type { Ref } from 'react';
import { paths } from '@/config/paths';
import { NDA_STRINGS as S } from '../strings';

/** Opens in a new tab, so reading the terms does not lose the wizard. */
function PolicyLink({ href, children }: { href: string; children: string }) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={children + S.opensInNewTab}
      color="blue.700"
      textDecoration="underline"
      fontWeight="medium"
    >
      {children}
    </Link>
  );
}

type Props = {
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  /** A checkout was tried without agreement: the box becomes the highlighted prompt until it is ticked. */
  prompting: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

const HINT_ID = 'nda-terms-hint';

/**
 * The terms checkbox of step 3 (spec §2, §4). After a checkout without agreement the regular checkbox is replaced
 * by the highlighted prompt; it is the same control with another label, so keyboard focus stays on it when the
 * visitor ticks it and the highlight goes.
 */
export function TermsAgreement({ agreed, onAgreedChange, prompting, inputRef }: Props) {
  const highlighted = prompting && !agreed;
  return (
    <Box
      data-testid="terms-agreement"
      data-prompting={highlighted ? '' : undefined}
      borderWidth="2px"
      borderRadius="lg"
      borderColor={highlighted ? 'orange.500' : 'transparent'}
      bg={highlighted ? 'orange.50' : 'transparent'}
      _dark={highlighted ? { bg: 'orange.950' } : undefined}
      p={highlighted ? '3' : '0'}
      transition="background-color 0.3s, border-color 0.3s"
      css={highlighted ? { animation: 'fade-in 0.4s ease-out 0.15s both', '@media (prefers-reduced-motion: reduce)': { animation: 'none' } } : undefined}
    >
      <Checkbox.Root
        checked={agreed}
        onCheckedChange={(details) => onAgreedChange(details.checked === true)}
        alignItems="flex-start"
        colorPalette={highlighted ? 'orange' : 'blue'}
      >
        <Checkbox.HiddenInput ref={inputRef} aria-describedby={agreed ? undefined : HINT_ID} />
        <Checkbox.Control mt="0.5" borderColor={highlighted ? 'orange.600' : undefined} />
        <Checkbox.Label fontWeight={highlighted ? 'semibold' : 'normal'} fontSize="sm" lineHeight="tall">
          {highlighted ? (
            <>
              Please agree to our <PolicyLink href={paths.terms.getHref()}>{S.termsOfService}</PolicyLink> and{' '}
              <PolicyLink href={paths.privacy.getHref()}>{S.privacyPolicy}</PolicyLink> to continue
            </>
          ) : (
            <>
              {S.termsBefore}
              <PolicyLink href={paths.terms.getHref()}>{S.termsOfService}</PolicyLink>,{' '}
              <PolicyLink href={paths.privacy.getHref()}>{S.privacyPolicy}</PolicyLink> and{' '}
              <PolicyLink href={paths.disclaimer.getHref()}>{S.disclaimer}</PolicyLink>
            </>
          )}
        </Checkbox.Label>
      </Checkbox.Root>
      {!agreed && (
        <Text id={HINT_ID} fontSize="xs" color={highlighted ? 'orange.800' : 'fg.muted'} mt="1" ms="7">
          {S.requiredHint}
        </Text>
      )}
    </Box>
  );
}
