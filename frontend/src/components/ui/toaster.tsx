import {
  Toaster as ChakraToaster,
  Portal,
  Spinner,
  Stack,
  Toast,
  createToaster,
} from '@chakra-ui/react';
import { NARROW_QUERY } from '@/lib/use-media-query';

/**
 * Where toasts appear: top right on wide screens; on phones at the bottom, where they do not cover the page's
 * headline (a payment's 'Payment Successful!' and its code). Chosen once, when the app loads.
 */
export function toastPlacement(): 'top-end' | 'bottom' {
  const narrow =
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(NARROW_QUERY).matches;
  return narrow ? 'bottom' : 'top-end';
}

export const toaster = createToaster({
  placement: toastPlacement(),
  pauseOnPageIdle: true,
  max: 5,
});

export type ToastType = 'success' | 'error' | 'info' | 'warning' | 'loading';

/** Shows a toast with a title and an optional description. */
export function showToast(title: string, description?: string, type: ToastType = 'info') {
  toaster.create({ title, description, type, closable: true, duration: type === 'error' ? 7000 : 5000 });
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
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
