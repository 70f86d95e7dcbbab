import { Popover, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * Chakra's popover for `InfoTip` (info-tip.tsx) on touch screens and narrow windows, loaded when the visitor first
 * taps the (i) button: it mounts open, and from then on a tap toggles it, Escape or a tap outside closes it.
 */
export function InfoPopoverView({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit defaultOpen>
      <Popover.Trigger asChild>{children}</Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="min(20rem, calc(100vw - 2rem))" data-testid="info-tip-popover">
            <Popover.Arrow>
              <Popover.ArrowTip />
            </Popover.Arrow>
            <Popover.Body fontSize="sm" p="3">
              {content}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
