import { Box, Button, Field, HStack, Heading, Input, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { showToast } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import type { CodeRecord } from '@/types/api';
import { useValidateDocumentCode } from '../api/validate-document-code';
import {
  clearRateLimit,
  localAttemptsRemaining,
  recordBlocked,
  recordFailedAttempt,
} from '../rate-limit';
import { CODE_STRINGS, attemptsRemainingSuffix, waitMinutesMessage } from '../strings';

export const CODE_LENGTH = 8;

type Props = {
  /** Called once the server says the code is valid. */
  onValid: (code: string, record: CodeRecord) => void | Promise<void>;
  /** Disables the entry while the page acts on a valid code. */
  busy?: boolean;
  /** The box title's heading level, to fit the page's outline (a section of home: h3; under a page's h1: h2). */
  titleAs?: 'h2' | 'h3';
};

/** The 'Have a Document Code?' box (spec §2, §5). */
export function DocumentCodeEntry({ onValid, busy = false, titleAs = 'h3' }: Props) {
  const { trigger } = useValidateDocumentCode();
  const [value, setValue] = useState('');
  const [validating, setValidating] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const code = value.trim();
  const canSubmit = code.length === CODE_LENGTH && !validating && !busy;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
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
      recordFailedAttempt(code);
      const serverRemaining = result.isValid ? null : result.attemptsRemaining;
      const remaining =
        typeof serverRemaining === 'number' ? serverRemaining : localAttemptsRemaining(code);
      const serverError = result.error?.trim() ? result.error : null;
      setMessage((serverError ?? CODE_STRINGS.invalidDefault) + attemptsRemainingSuffix(remaining));
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
        setMessage(CODE_STRINGS.errorInline);
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
              onChange={(event) => {
                setValue(event.target.value.toUpperCase().slice(0, CODE_LENGTH));
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
    </Box>
  );
}
