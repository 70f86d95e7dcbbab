import { chakra } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { ShieldIcon } from '@/components/ui/icons';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

/** The header button's label (spec §2: 'Try Risk-Free'). */
export const TRY_RISK_FREE = 'Try Risk-Free';

const GuaranteePopoverView = lazyWithPreload(() =>
  import('./guarantee-popover-view').then((module) => module.GuaranteePopoverView),
);
const preloadView = () => void GuaranteePopoverView.preload().catch(() => {});

/**
 * The header's 'Try Risk-Free' (issue 24): a button that explains the money-back guarantee in a popover (a dialog
 * named by its title), with the refund request as a link inside it rather than the first thing the button does.
 *
 * The popover's machinery loads on first use, not with every page: its download starts when a pointer or the
 * keyboard reaches the button, and the button stays where it is (and keeps focus) until the code is here; the
 * popover then mounts open with focus on its title. Escape, the close button or a click outside closes it, and focus
 * returns to the button.
 */
export function GuaranteeButton() {
  const [wanted, setWanted] = useState(false);
  // The button stays (with focus) until the code is here; offline, a later press tries again.
  const open = () =>
    GuaranteePopoverView.preload().then(
      () => setWanted(true),
      (error: unknown) => console.error('Loading the guarantee explanation failed', error),
    );
  const button = (
    <chakra.button
      type="button"
      display="inline-flex"
      alignItems="center"
      gap="1.5"
      cursor="pointer"
      fontSize="sm"
      fontWeight="semibold"
      color="green.700"
      bg="transparent"
      borderWidth="1px"
      borderColor="green.300"
      borderRadius="full"
      px={{ base: '2', sm: '3' }}
      py="1"
      whiteSpace="nowrap"
      _hover={{ bg: 'green.50' }}
      aria-haspopup="dialog"
      // Until the popover's own trigger replaces this button, it says the explanation is closed.
      aria-expanded={wanted ? undefined : false}
      onPointerEnter={wanted ? undefined : preloadView}
      onFocus={wanted ? undefined : preloadView}
      onClick={wanted ? undefined : () => void open()}
    >
      <ShieldIcon aria-hidden />
      {TRY_RISK_FREE}
    </chakra.button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <GuaranteePopoverView>{button}</GuaranteePopoverView>
    </Suspense>
  );
}
