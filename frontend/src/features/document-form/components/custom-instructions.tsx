import {
  Box,
  Button,
  Collapsible,
  HStack,
  IconButton,
  Text,
  Textarea,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useId, useState, type FocusEvent } from 'react';
import { CheckCircleIcon, ChevronDownIcon, InfoIcon } from '@/components/ui/icons';
import { Tooltip } from '@/components/ui/tooltip';
import { NARROW_QUERY } from '@/lib/use-media-query';
import { FORM_STRINGS } from '../strings';

type Props = {
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
};

/** The collapsible 'Custom Instructions' panel (spec §2). */
export function CustomInstructions({ value, onChange, maxLength = 5000 }: Props) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const textareaId = useId();
  const count = value.length;
  const hasText = value.trim().length > 0;

  // Below 768px the field scrolls into view on focus after 300 ms (spec §2, §9).
  const onFocus = (event: FocusEvent<HTMLTextAreaElement>) => {
    const target = event.currentTarget;
    if (typeof window.matchMedia !== 'function' || !window.matchMedia(NARROW_QUERY).matches) return;
    window.setTimeout(() => {
      try {
        target.scrollIntoView({ behavior: 'smooth', block: 'center' });
      } catch (error) {
        console.log('Could not scroll the custom instructions into view', error);
      }
    }, 300);
  };

  return (
    <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Box borderWidth="1px" borderRadius="md" borderColor={hasText ? 'green.300' : 'border'}>
        <HStack px="3" py="2" gap="2">
          <Collapsible.Trigger asChild>
            <Button variant="ghost" flex="1" justifyContent="space-between" px="1" fontWeight="semibold">
              <HStack gap="2">
                <span>{FORM_STRINGS.customInstructions}</span>
                <Text as="span" fontSize="sm" color="fg.muted" fontWeight="normal">
                  ({count} {count === 1 ? 'character' : 'characters'})
                </Text>
                {hasText && (
                  <>
                    <CheckCircleIcon color="green.500" data-testid="custom-instructions-check" />
                    <VisuallyHidden>Instructions added</VisuallyHidden>
                  </>
                )}
              </HStack>
              <ChevronDownIcon transform={open ? 'rotate(180deg)' : undefined} transition="transform 0.2s" />
            </Button>
          </Collapsible.Trigger>
          <Tooltip content={FORM_STRINGS.customInstructionsTooltip}>
            <IconButton aria-label="How the AI treats your instructions" variant="ghost" size="sm">
              <InfoIcon />
            </IconButton>
          </Tooltip>
        </HStack>
        <Collapsible.Content>
          <Box px="3" pb="3">
            <label htmlFor={textareaId}>
              <VisuallyHidden>{FORM_STRINGS.customInstructions}</VisuallyHidden>
            </label>
            <Textarea
              id={textareaId}
              value={value}
              maxLength={maxLength}
              rows={expanded ? 8 : 4}
              minH={expanded ? '200px' : '100px'}
              placeholder={FORM_STRINGS.customInstructionsPlaceholder}
              onChange={(event) => onChange(event.target.value)}
              onFocus={onFocus}
            />
            <HStack justify="space-between" mt="2" align="start" gap="3">
              <Text fontSize="sm" color="fg.muted">
                {FORM_STRINGS.verbatimHint}
              </Text>
              <Button size="xs" variant="outline" onClick={() => setExpanded((value) => !value)}>
                {expanded ? FORM_STRINGS.collapse : FORM_STRINGS.expand}
              </Button>
            </HStack>
          </Box>
        </Collapsible.Content>
      </Box>
    </Collapsible.Root>
  );
}
