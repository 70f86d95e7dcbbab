import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, type CreateToasterReturn } from '@chakra-ui/react';
import { useEffect, useState, type CSSProperties } from 'react';
import { KEEP_CLEAR_ATTRIBUTE, keepClearOffset, type Box } from './toast-keep-clear';

/** The toaster's own distance from its edge (Zag's default offsets, 1rem). */
const OWN_OFFSET_PX = 16;

/** Controls that, when they have focus, toasts keep clear of: the visitor is using them (a button just pressed). */
const CONTROLS = 'a[href], button, input, select, textarea, [role="combobox"], [role="listbox"], [role="option"]';

const boxOf = (element: Element): Box | null => {
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return null;
  if (rect.bottom <= 0 || rect.top >= window.innerHeight) return null;
  return { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right };
};

/**
 * The toasts' distance from their edge so they cover neither the control that has focus (the button that raised the
 * toast, the field being fixed) nor an element the page marked with `data-toast-keep-clear` (its main action, such as
 * the download button): measured when toasts come and go, on scroll, resize and focus changes. Null: the toaster's
 * own placement.
 */
function useKeepClear(toaster: CreateToasterReturn): CSSProperties | undefined {
  const [offset, setOffset] = useState<number | null>(null);
  const side = toaster.attrs.placement.startsWith('top') ? 'top' : 'bottom';

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const groupEl = document.querySelector<HTMLElement>(`[data-scope="toast"][data-part="group"][data-placement="${toaster.attrs.placement}"]`);
      const toasts = groupEl ? [...groupEl.querySelectorAll<HTMLElement>('[data-part="root"]')] : [];
      if (!groupEl || toasts.length === 0) {
        setOffset(null);
        return;
      }
      const gap = toaster.attrs.gap ?? 16;
      const height = toasts.reduce((sum, toast) => sum + toast.offsetHeight, 0) + gap * (toasts.length - 1);
      const across = toasts.map((toast) => toast.getBoundingClientRect());
      const keepClear = [...document.querySelectorAll(`[${KEEP_CLEAR_ATTRIBUTE}]`)];
      const active = document.activeElement;
      if (active && active.matches(CONTROLS) && !groupEl.contains(active)) keepClear.push(active);
      const next = keepClearOffset({
        side,
        viewportHeight: window.innerHeight,
        stack: {
          height,
          left: Math.min(...across.map((rect) => rect.left)),
          right: Math.max(...across.map((rect) => rect.right)),
        },
        offset: OWN_OFFSET_PX,
        ceiling: Math.max(document.querySelector('header')?.getBoundingClientRect().bottom ?? 0, 0),
        keepClear: keepClear.map(boxOf).filter((box): box is Box => box !== null),
      });
      setOffset(next === OWN_OFFSET_PX ? null : next);
    };
    // After the frame that draws a new toast (its height is known then), and at most once a frame.
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(() => (frame = requestAnimationFrame(measure)));
    };
    const unsubscribe = toaster.subscribe(schedule);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('focusin', schedule);
    schedule();
    return () => {
      unsubscribe();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      document.removeEventListener('focusin', schedule);
      cancelAnimationFrame(frame);
    };
  }, [toaster, side]);

  if (offset === null) return undefined;
  return { [side]: `max(env(safe-area-inset-${side}, 0px), ${offset}px)`, transition: `${side} 0.2s` };
}

/** The toasts on screen: loaded by `Toaster` (toaster.tsx) with the first toast of the visit. */
export function ToasterView({ toaster }: { toaster: CreateToasterReturn }) {
  const keepClear = useKeepClear(toaster);
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} style={keepClear}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
