import {
  Suspense,
  cloneElement,
  isValidElement,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

const TooltipView = lazyWithPreload(() => import('./tooltip-view').then((module) => module.TooltipView));

type TriggerProps = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
};

/**
 * A tooltip on one trigger element. Its machinery (positioning and the tooltip state machine, about 20 KB of gzipped
 * JavaScript) loads when the visitor first points at or focuses the trigger, not with the page: until then the
 * trigger is rendered as it is.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement<TriggerProps> }) {
  const [wanted, setWanted] = useState<{ byFocus: boolean } | null>(null);
  if (!wanted) {
    if (!isValidElement<TriggerProps>(children)) return children;
    return cloneElement(children, {
      onPointerEnter: (event: PointerEvent<HTMLElement>) => {
        children.props.onPointerEnter?.(event);
        setWanted({ byFocus: false });
      },
      onFocus: (event: FocusEvent<HTMLElement>) => {
        children.props.onFocus?.(event);
        setWanted({ byFocus: true });
      },
    });
  }
  return (
    <Suspense fallback={children}>
      <TooltipView content={content} refocus={wanted.byFocus}>
        {children}
      </TooltipView>
    </Suspense>
  );
}
