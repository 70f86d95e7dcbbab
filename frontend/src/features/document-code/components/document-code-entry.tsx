import { Box, Button, Field, HStack, Heading, Input, Text } from '@chakra-ui/react';
import { Suspense, useEffect, useId, useState, type ClipboardEvent, type FormEvent } from 'react';
import { showToast, useCloseToastWhenFixed } from '@/components/ui/toaster';
import { afterLoadWhenIdle } from '@/lib/idle';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { CodeRecord } from '@/types/api';
import type { CodeCheck } from '../check-code';
import { CODE_LENGTH, normalizeCode } from '../code-format';
import { CODE_STRINGS, LOST_CODE_TOGGLE } from '../strings';

/**
 * The 'Lost your code?' form: not in the first screen's code. It loads once the page is idle (or sooner, when a visitor
 * points at or focuses its button), so a keyboard user who opens it and presses Tab at once lands in it, not past it.
 */
const LostCodeForm = lazyWithPreload(() => import('./lost-code-form').then((module) => module.LostCodeForm));

/** The check (the server's answer, the attempts record, the messages) loads with the first code typed. */
const loadCheck = () => import('../check-code');

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
  const [value, setValue] = useState('');
  const [validating, setValidating] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [lostOpen, setLostOpen] = useState(lostCodeOpen);
  const lostId = useId();
  // The refused code's toast lasts as long as its message under the field: until the code is edited (issue 24).
  const toastId = `${useId()}refused`;
  useCloseToastWhenFixed(toastId, message === null);
  useEffect(() => {
    let mounted = true;
    void afterLoadWhenIdle().then(() => mounted && void LostCodeForm.preload());
    return () => {
      mounted = false;
    };
  }, []);

  const code = value.trim();
  const canSubmit = code.length === CODE_LENGTH && !validating && !busy;

  // A pasted code is cleaned before the field's 8-character limit applies, so 'ABCD-2345' is not cut to 'ABCD-234'.
  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData('text');
    if (!pasted) return;
    event.preventDefault();
    void loadCheck();
    const input = event.currentTarget;
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    setValue(normalizeCode(value.slice(0, start) + pasted + value.slice(end)));
    if (message) setMessage(null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    setValidating(true);
    setMessage(null);
    let check: CodeCheck;
    try {
      check = await (await loadCheck()).checkDocumentCode(code);
    } catch (error) {
      // The check's own code could not be fetched (the connection dropped): nothing reached the server.
      console.error('Loading the code check failed', error);
      check = {
        valid: false,
        message: `${CODE_STRINGS.errorInline} ${CODE_STRINGS.serviceError}`,
        toast: { title: CODE_STRINGS.errorTitle, description: CODE_STRINGS.errorDescription },
      };
    }
    setValidating(false);
    if (check.valid) {
      await onValid(code, check.record);
      return;
    }
    setMessage(check.message);
    showToast(check.toast.title, check.toast.description, 'error', toastId);
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
                void loadCheck();
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
        {LOST_CODE_TOGGLE}
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
