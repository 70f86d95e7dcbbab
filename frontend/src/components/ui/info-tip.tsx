import { IconButton } from '@chakra-ui/react';
import { Suspense, useState, type ReactNode } from 'react';
import { InfoIcon } from '@/components/ui/icons';
import { Tooltip } from '@/components/ui/tooltip';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { TOUCH_OR_NARROW_QUERY } from '@/lib/responsive';
import { useMediaQuery } from '@/lib/use-media-query';

const InfoPopoverView = lazyWithPreload(() => import('./info-popover-view').then((module) => module.InfoPopoverView));

type Props = {
  /** The button's accessible name, e.g. 'How the AI treats your instructions'. */
  label: string;
  content: ReactNode;
};

/**
 * An (i) button with a short explanation. With a mouse it is a tooltip (hover or keyboard focus); on touch screens
 * and narrow windows, where nothing hovers, it is a popover: a tap opens it, a second tap, Escape or a tap outside
 * closes it (spec §2 'popover on narrow screens').
 *
 * Either one's machinery (positioning, dismissal, focus handling: over 20 KB of gzipped JavaScript) loads on first
 * use, not with the page. The popover's download starts when a finger or pointer lands on the button, and it mounts
 * open when the tap completes.
 */
export function InfoTip({ label, content }: Props) {
  const asPopover = useMediaQuery(TOUCH_OR_NARROW_QUERY);
  const [popoverWanted, setPopoverWanted] = useState(false);
  const button = (
    <IconButton
      aria-label={label}
      variant="ghost"
      size="sm"
      flexShrink={0}
      color="fg.muted"
      onPointerDown={asPopover && !popoverWanted ? () => void InfoPopoverView.preload() : undefined}
      onClick={asPopover && !popoverWanted ? () => setPopoverWanted(true) : undefined}
    >
      <InfoIcon />
    </IconButton>
  );

  if (!asPopover) return <Tooltip content={content}>{button}</Tooltip>;
  if (!popoverWanted) return button;
  return (
    <Suspense fallback={button}>
      <InfoPopoverView content={content}>{button}</InfoPopoverView>
    </Suspense>
  );
}
