import { CloseButton, Heading, Link, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { refundMailto, useSite } from '@/config/site';

/** The guarantee in the site's words (spec §1: the 30-day money-back guarantee and the satisfaction guarantee). */
export const GUARANTEE_STRINGS = {
  title: '100% 30-Day Money-Back Guarantee',
  promise:
    'Not happy with your document? Within 30 days of your purchase, ask for a full refund, or keep your document and receive 3 additional document credits.',
  howTo:
    'To ask, write to us with the subject "Refund Request", your order ID (your document code), the document type and the reason. Refunds go back to the card you paid with.',
  refundByEmail: 'Email a refund request',
  refundByContactPage: 'Ask for a refund on the contact page',
  terms: 'Read the payment terms',
  close: 'Close',
} as const;

/**
 * The popover of the header's 'Try Risk-Free' (guarantee-button.tsx), loaded with its first press. It mounts open
 * and puts focus on its title (Zag moves focus only into a popover it opens itself), so a screen reader reads the
 * title first and Tab reaches the links; the refund request is one of them. Following a link closes it.
 */
export function GuaranteePopoverView({ children }: { children: ReactNode }) {
  const site = useSite();
  const [open, setOpen] = useState(true);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    titleRef.current?.focus({ preventScroll: true });
  }, []);
  const close = () => setOpen(false);
  const refundHref = refundMailto();
  const linkLook = { fontWeight: 'semibold', color: 'blue.700', textDecoration: 'underline' } as const;

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      initialFocusEl={() => titleRef.current}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>{children}</Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="min(22rem, calc(100vw - 2rem))" data-testid="guarantee-popover">
            <Popover.Arrow>
              <Popover.ArrowTip />
            </Popover.Arrow>
            <Popover.Body p="4" pe="10">
              <Stack gap="3" fontSize="sm">
                <Popover.Title asChild>
                  <Heading as="h2" size="sm" ref={titleRef} tabIndex={-1} _focus={{ outline: 'none' }}>
                    {GUARANTEE_STRINGS.title}
                  </Heading>
                </Popover.Title>
                <Text>{GUARANTEE_STRINGS.promise}</Text>
                <Text color="fg.muted">{GUARANTEE_STRINGS.howTo}</Text>
                <Stack gap="2" align="start">
                  {site.supportEmail ? (
                    <Link href={refundHref} onClick={close} {...linkLook}>
                      {GUARANTEE_STRINGS.refundByEmail}
                    </Link>
                  ) : (
                    <Link asChild {...linkLook}>
                      <RouterLink to={refundHref} onClick={close}>
                        {GUARANTEE_STRINGS.refundByContactPage}
                      </RouterLink>
                    </Link>
                  )}
                  <Link asChild {...linkLook}>
                    <RouterLink to={paths.terms.getHref()} onClick={close}>
                      {GUARANTEE_STRINGS.terms}
                    </RouterLink>
                  </Link>
                </Stack>
              </Stack>
            </Popover.Body>
            <Popover.CloseTrigger asChild position="absolute" top="2" insetEnd="2">
              <CloseButton size="sm" aria-label={GUARANTEE_STRINGS.close} />
            </Popover.CloseTrigger>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
