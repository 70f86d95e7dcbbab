import { Box, Button, Collapsible, HStack, Text, Textarea, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { CheckCircleIcon, ChevronDownIcon } from '@/components/ui/icons';
import { InfoTip } from '@/components/ui/info-tip';
import { CONTROL_FONT_SIZE } from '@/lib/responsive';
import { NARROW_QUERY } from '@/lib/use-media-query';
import { FORM_STRINGS } from '../strings';

type Props = {
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  /** Open the panel from the start (the wizard's Options step, where it is the main field). */
  defaultOpen?: boolean;
  /** What is wrong with the instructions (e.g. the server's screening): the panel opens and shows it by the field. */
  error?: string;
};

/** Below 768px the field scrolls into view this long after it gets focus (spec §2, §9), once the keyboard is up. */
export const SCROLL_INTO_VIEW_DELAY_MS = 300;

/** The collapsible 'Custom Instructions' panel (spec §2). */
export function CustomInstructions({ value, onChange, maxLength = 5000, defaultOpen = false, error }: Props) {
  const [open, setOpen] = useState(defaultOpen || Boolean(error));
  // A new error opens the panel, so its message and the field are in view (adjusted while rendering).
  const [shownError, setShownError] = useState(error);
  if (error !== shownError) {
    setShownError(error);
    if (error) setOpen(true);
  }
  const errorId = useId();
  const [expanded, setExpanded] = useState(false);
  const textareaId = useId();
  const hintId = useId();
  const scrollTimer = useRef<number | null>(null);
  const count = value.length;
  const hasText = value.trim().length > 0;

  useEffect(
    () => () => {
      if (scrollTimer.current !== null) window.clearTimeout(scrollTimer.current);
    },
    [],
  );

  // Below 768px the field scrolls into view on focus after 300 ms (spec §2, §9): the on-screen keyboard has
  // opened by then and would otherwise cover it.
  const onFocus = (event: FocusEvent<HTMLTextAreaElement>) => {
    const target = event.currentTarget;
    if (typeof window.matchMedia !== 'function' || !window.matchMedia(NARROW_QUERY).matches) return;
    if (scrollTimer.current !== null) window.clearTimeout(scrollTimer.current);
    scrollTimer.current = window.setTimeout(() => {
      scrollTimer.current = null;
      try {
        target.scrollIntoView({ behavior: 'smooth', block: 'center' });
      } catch (error) {
        console.log('Could not scroll the custom instructions into view', error);
      }
    }, SCROLL_INTO_VIEW_DELAY_MS);
  };

  return (
    <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Box
        borderWidth="1px"
        borderRadius="md"
        borderColor={error ? 'border.error' : hasText ? 'green.300' : 'border'}
        data-invalid={error ? '' : undefined}
      >
        {/* The info button sits beside the header, never over it: the header button may wrap on narrow phones
            (label, then count), and keeps its chevron at its own end. */}
        <HStack px={{ base: '2', sm: '3' }} py="2" gap="1" align="center">
          <Collapsible.Trigger asChild>
            <Button
              variant="ghost"
              flex="1"
              minW="0"
              h="auto"
              minH="10"
              py="1.5"
              px="1"
              justifyContent="space-between"
              gap="2"
              fontWeight="semibold"
              whiteSpace="normal"
              textAlign="start"
            >
              <HStack gap="1" columnGap="2" flexWrap="wrap" minW="0" align="center">
                <span>{FORM_STRINGS.customInstructions}</span>
                <Text as="span" fontSize="sm" color="fg.muted" fontWeight="normal" whiteSpace="nowrap">
                  ({count} {count === 1 ? 'character' : 'characters'})
                </Text>
                {hasText && (
                  <>
                    <CheckCircleIcon color="green.600" data-testid="custom-instructions-check" />
                    <VisuallyHidden>Instructions added</VisuallyHidden>
                  </>
                )}
              </HStack>
              <ChevronDownIcon
                flexShrink={0}
                data-testid="custom-instructions-chevron"
                transform={open ? 'rotate(180deg)' : undefined}
                transition="transform 0.2s"
              />
            </Button>
          </Collapsible.Trigger>
          <InfoTip label="How the AI treats your instructions" content={FORM_STRINGS.customInstructionsTooltip} />
        </HStack>
        <Collapsible.Content>
          <Box px="3" pb="3">
            <label htmlFor={textareaId}>
              <VisuallyHidden>{FORM_STRINGS.customInstructions}</VisuallyHidden>
            </label>
            <Textarea
              id={textareaId}
              name="customInstructions"
              value={value}
              maxLength={maxLength}
              rows={expanded ? 8 : 4}
              minH={expanded ? '200px' : '100px'}
              fontSize={CONTROL_FONT_SIZE}
              placeholder={FORM_STRINGS.customInstructionsPlaceholder}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${errorId} ${hintId}` : hintId}
              borderColor={error ? 'border.error' : undefined}
              onChange={(event) => onChange(event.target.value)}
              onFocus={onFocus}
            />
            {error && (
              <Text id={errorId} color="fg.error" fontSize="sm" mt="2" data-testid="custom-instructions-error">
                {error}
              </Text>
            )}
            <HStack justify="space-between" mt="2" align="start" gap="3">
              <Text id={hintId} fontSize="sm" color="fg.muted">
                {FORM_STRINGS.verbatimHint}
              </Text>
              <Button size="xs" variant="outline" flexShrink={0} onClick={() => setExpanded((value) => !value)}>
                {expanded ? FORM_STRINGS.collapse : FORM_STRINGS.expand}
              </Button>
            </HStack>
          </Box>
        </Collapsible.Content>
      </Box>
    </Collapsible.Root>
  );
}
