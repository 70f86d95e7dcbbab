import { IconButton, Popover, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { InfoIcon } from '@/components/ui/icons';
import { Tooltip } from '@/components/ui/tooltip';
import { TOUCH_OR_NARROW_QUERY } from '@/lib/responsive';
import { useMediaQuery } from '@/lib/use-media-query';

type Props = {
  /** The button's accessible name, e.g. 'How the AI treats your instructions'. */
  label: string;
  content: ReactNode;
};

/**
 * An (i) button with a short explanation. With a mouse it is a tooltip (hover or keyboard focus); on touch screens
 * and narrow windows, where nothing hovers, it is a popover: a tap opens it, a second tap, Escape or a tap outside
 * closes it (spec §2 'popover on narrow screens').
 */
export function InfoTip({ label, content }: Props) {
  const asPopover = useMediaQuery(TOUCH_OR_NARROW_QUERY);
  const button = (
    <IconButton aria-label={label} variant="ghost" size="sm" flexShrink={0} color="fg.muted">
      <InfoIcon />
    </IconButton>
  );

  if (!asPopover) return <Tooltip content={content}>{button}</Tooltip>;

  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>{button}</Popover.Trigger>
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
