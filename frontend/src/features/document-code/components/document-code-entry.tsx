import { Box, Button, Field, HStack, Heading, Input, Text } from '@chakra-ui/react';
import { Suspense, useId, useState, type ClipboardEvent, type FormEvent } from 'react';
import { showToast } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { CodeRecord } from '@/types/api';
import { useValidateDocumentCode } from '../api/validate-document-code';
import { CODE_LENGTH, normalizeCode } from '../code-format';
import { clearRateLimit, getRateLimitRecord, recordBlocked, recordFailedAttempt } from '../rate-limit';
import { CODE_STRINGS, LOST_CODE_STRINGS, attemptsRemainingSuffix, waitMinutesMessage } from '../strings';

/** The 'Lost your code?' form loads when a visitor opens it (or points at its button), not with every visit. */
const LostCodeForm = lazyWithPreload(() => import('./lost-code-form').then((module) => module.LostCodeForm));

export { CODE_LENGTH };

type Props = {
  /** Called once the server says the code is valid. */
  onValid: (code: string, record: CodeRecord) => void | Promise<void>;
  /** Disables the entry while the page acts on a valid code. */
  busy?: boolean;
  /** The box title's heading level, to fit the page's outline (a section of home: h3; under a page's h1: h2). */
  titleAs?: 'h2' | 'h3';
  /** Opens the 'Lost your code?' form from the start (a link that says 'Lost your code?' led here). */
  lostCodeOpen?: boolean;
};

/** The 'Have a Document Code?' box (spec §2, §5). */
export function DocumentCodeEntry({ onValid, busy = false, titleAs = 'h3', lostCodeOpen = false }: Props) {
  const { trigger } = useValidateDocumentCode();
  const [value, setValue] = useState('');
  const [validating, setValidating] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [lostOpen, setLostOpen] = useState(lostCodeOpen);
  const lostId = useId();

  const code = value.trim();
  const canSubmit = code.length === CODE_LENGTH && !validating && !busy;

  // A pasted code is cleaned before the field's 8-character limit applies, so 'ABCD-2345' is not cut to 'ABCD-234'.
  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData('text');
    if (!pasted) return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    setValue(normalizeCode(value.slice(0, start) + pasted + value.slice(end)));
    if (message) setMessage(null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    // The server would refuse it too (spec §5: 15 minutes after 4 failures); say so without asking it.
    const blockedUntil = getRateLimitRecord(code)?.blockedUntil ?? null;
    if (blockedUntil !== null && blockedUntil > Date.now()) {
      setMessage(CODE_STRINGS.cooldown);
      showToast(CODE_STRINGS.rateLimitTitle, CODE_STRINGS.cooldown, 'error');
      return;
    }
    setValidating(true);
    setMessage(null);
    try {
      const result = await trigger(code);
      if (result.isValid && result.documentCode) {
        clearRateLimit(code);
        setValidating(false);
        await onValid(code, result.documentCode);
        return;
      }
      // Attempts count only where the server counted this one (an unknown code). An expired or unpaid code, or one
      // of the wrong form, is not a guess: it never shows '(N attempts remaining)'.
      const remaining = result.isValid ? null : result.attemptsRemaining;
      const counted = typeof remaining === 'number';
      if (counted) recordFailedAttempt(code);
      const serverError = result.error?.trim() ? result.error : null;
      setMessage((serverError ?? CODE_STRINGS.invalidDefault) + (counted ? attemptsRemainingSuffix(remaining) : ''));
      showToast(CODE_STRINGS.invalidTitle, serverError ?? CODE_STRINGS.invalidFallback, 'error');
    } catch (error) {
      if (isApiError(error) && error.status === 429) {
        recordBlocked(code, error.retryAfter);
        const text = error.fromServer
          ? error.message
          : error.retryAfter !== null
            ? waitMinutesMessage(error.retryAfter / 60)
            : CODE_STRINGS.rateLimitDefault;
        setMessage(text);
        showToast(CODE_STRINGS.rateLimitTitle, text, 'error');
      } else {
        console.error('Document code validation failed', error);
        // A server failure, an unreachable or silent server: the service. Anything else: unexpected.
        const service = isApiError(error) && (error.status === 0 || error.status >= 500);
        setMessage(`${CODE_STRINGS.errorInline} ${service ? CODE_STRINGS.serviceError : CODE_STRINGS.unexpectedError}`);
        showToast(CODE_STRINGS.errorTitle, CODE_STRINGS.errorDescription, 'error');
      }
    }
    setValidating(false);
  }

  return (
    <Box
      as="section"
      aria-labelledby="document-code-title"
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: '4', md: '6' }}
      bg="bg.subtle"
    >
      <Heading as={titleAs} size="md" id="document-code-title">
        {CODE_STRINGS.boxTitle}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mt="1" mb="4">
        {CODE_STRINGS.boxIntro}
      </Text>
      <form onSubmit={onSubmit} noValidate>
        <Field.Root invalid={Boolean(message)}>
          <Field.Label>{CODE_STRINGS.inputLabel}</Field.Label>
          <HStack w="full" align="start">
            <Input
              name="documentCode"
              value={value}
              maxLength={CODE_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={CODE_STRINGS.inputPlaceholder}
              fontFamily="mono"
              letterSpacing="widest"
              onPaste={onPaste}
              onChange={(event) => {
                setValue(normalizeCode(event.target.value));
                if (message) setMessage(null);
              }}
            />
            <Button type="submit" colorPalette="blue" disabled={!canSubmit}>
              {validating ? CODE_STRINGS.validating : CODE_STRINGS.continue}
            </Button>
          </HStack>
          {message && <Field.ErrorText role="alert">{message}</Field.ErrorText>}
        </Field.Root>
      </form>
      <Button
        variant="plain"
        size="sm"
        px="0"
        mt="2"
        h="auto"
        minH="6"
        color="blue.700"
        textDecoration="underline"
        aria-expanded={lostOpen}
        aria-controls={lostId}
        onPointerEnter={() => void LostCodeForm.preload()}
        onFocus={() => void LostCodeForm.preload()}
        onClick={() => setLostOpen((open) => !open)}
      >
        {LOST_CODE_STRINGS.toggle}
      </Button>
      <Box id={lostId} hidden={!lostOpen}>
        {lostOpen && (
          <Suspense fallback={<Box minH="24" aria-busy="true" />}>
            <LostCodeForm />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
