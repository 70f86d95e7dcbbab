import { Tooltip as ChakraTooltip, Portal } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Chakra's tooltip, loaded by `Tooltip` (tooltip.tsx) when the visitor first points at or focuses the trigger: it
 * opens at once, and gives the focus back to the trigger if the trigger had it before the swap.
 */
export function TooltipView({
  content,
  children,
  refocus,
}: {
  content: ReactNode;
  children: ReactNode;
  refocus: boolean;
}) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (refocus) triggerRef.current?.focus();
  }, [refocus]);
  return (
    <ChakraTooltip.Root openDelay={150} closeDelay={100} defaultOpen>
      <ChakraTooltip.Trigger asChild ref={triggerRef}>
        {children}
      </ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content maxW="xs">
            <ChakraTooltip.Arrow>
              <ChakraTooltip.ArrowTip />
            </ChakraTooltip.Arrow>
            {content}
          </ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
