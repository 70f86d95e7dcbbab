import {
  Alert,
  Box,
  Button,
  Container,
  Heading,
  HStack,
  Link,
  Spinner,
  Stack,
  Text,
  VStack,
} from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { showToast } from '@/components/ui/toaster';
import { paths, type DocumentCodeNavigationState } from '@/config/paths';
import { refundMailto, supportMailto } from '@/config/site';
import { analytics } from '@/lib/analytics/analytics';
import { isApiError } from '@/lib/api-client';
import { sleep } from '@/lib/format';
import { getStoredGclid } from '@/lib/gclid';
import {
  getCheckoutSecret,
  getDocumentCode,
  removeDocumentCode,
  removeGenerationJobId,
  removePendingDocumentCode,
  setDocumentCode,
} from '@/lib/storage';
import type { ValidateDocumentCode } from '@/types/api';
import { verifyStripeSession } from '../api/verify-stripe-session';
import { untilAnswered, type Waiting } from '../retry';
import { PAYMENT_STRINGS, VERIFY_DELAY_MS } from '../strings';

/** A spec message with its words 'contact support' as a real link (a mail to support with the session id). */
function WithSupportLink({ message, sessionId }: { message: string; sessionId: string }): ReactNode {
  const at = message.indexOf(PAYMENT_STRINGS.contactSupport);
  if (at < 0) return message;
  const end = at + PAYMENT_STRINGS.contactSupport.length;
  return (
    <>
      {message.slice(0, at)}
      <Link href={supportMailto(sessionId)} fontWeight="semibold" textDecoration="underline">
        {message.slice(at, end)}
      </Link>
      {message.slice(end)}
    </>
  );
}

/** The code with a Copy button: the code is what the buyer must keep. */
function CodeWithCopy({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  const codeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    setFailed(false);
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      // No clipboard (an older browser, an insecure page): select the code so the visitor can copy it.
      const selection = window.getSelection();
      if (codeRef.current && selection) {
        const range = document.createRange();
        range.selectNodeContents(codeRef.current);
        selection.removeAllRanges();
        selection.addRange(range);
      }
      setFailed(true);
    }
  }

  return (
    <Box borderWidth="2px" borderColor="blue.300" borderRadius="xl" p={{ base: '4', md: '6' }} bg="blue.50" _dark={{ bg: 'blue.950' }}>
      <Text id="document-code-label" fontWeight="semibold" mb="2">
        {PAYMENT_STRINGS.codeLabel}
      </Text>
      <HStack justify="center" gap={{ base: '2', md: '4' }} flexWrap="wrap">
        <Text
          ref={codeRef}
          aria-labelledby="document-code-label"
          data-testid="document-code"
          fontFamily="mono"
          fontSize={{ base: '3xl', md: '5xl' }}
          fontWeight="bold"
          letterSpacing="widest"
          userSelect="all"
        >
          {code}
        </Text>
        <Button variant="outline" colorPalette="blue" size="sm" aria-label={PAYMENT_STRINGS.copyLabel} onClick={() => void copy()}>
          {copied ? PAYMENT_STRINGS.copied : PAYMENT_STRINGS.copy}
        </Button>
      </HStack>
      <Text aria-live="polite" fontSize="sm" mt={copied || failed ? '2' : '0'}>
        {copied ? PAYMENT_STRINGS.copied : failed ? PAYMENT_STRINGS.copyFailed : ''}
      </Text>
    </Box>
  );
}

type State =
  /** Asking the server; `waiting` while the connection fails (then `code`, once the verification gave it). */
  | { kind: 'loading'; waiting: Waiting | null; code: string | null }
  | { kind: 'error'; message: string }
  /** Paid, but this browser did not start the checkout (or no longer holds its secret): no code here. */
  | { kind: 'paid-elsewhere'; codeEmailed: boolean }
  /** Paid, then refunded under the guarantee: the code is inactive for good. */
  | { kind: 'refunded' }
  | { kind: 'success'; code: string; isCodeValid: boolean };

/**
 * While the server cannot be reached (issue 24): said plainly, with how the code reaches the buyer anyway (the email)
 * and 'Try now'; the page keeps trying by itself, and at once when the browser is back online. It never leaves.
 */
function WaitingForConnection({ waiting, code, onRetryNow }: { waiting: Waiting; code: string | null; onRetryNow: () => void }) {
  return (
    <Stack gap="5" data-testid="payment-waiting">
      {code && <CodeWithCopy code={code} />}
      <Alert.Root status="warning" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{waiting.offline ? PAYMENT_STRINGS.offlineTitle : PAYMENT_STRINGS.unreachableTitle}</Alert.Title>
          <Alert.Description>
            <Text>{waiting.offline ? PAYMENT_STRINGS.offline : PAYMENT_STRINGS.unreachable}</Text>
            <Text mt="2">{code ? PAYMENT_STRINGS.codeKeptWhileWaiting : PAYMENT_STRINGS.codeByEmail}</Text>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button variant="outline" colorPalette="blue" alignSelf="center" onClick={onRetryNow}>
        {PAYMENT_STRINGS.retryNow}
      </Button>
    </Stack>
  );
}

/** A result without a code: the page's heading in a red alert, its message (support linked), and the way home. */
function Refusal({
  title,
  message,
  sessionId,
  action,
}: {
  title: string;
  message: string;
  sessionId: string;
  action: string;
}) {
  return (
    <VStack gap="6" align="stretch">
      <Alert.Root status="error" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Heading as="h1" size="md">
              {title}
            </Heading>
          </Alert.Title>
          <Alert.Description>
            <WithSupportLink message={message} sessionId={sessionId} />
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button asChild colorPalette="blue" alignSelf="center">
        <RouterLink to={paths.home.getHref()}>{action}</RouterLink>
      </Button>
    </VStack>
  );
}

/** Where 'Lost your code?' leads: the code-entry screen, with its 'Lost your code?' form open. */
const LOST_CODE_STATE: DocumentCodeNavigationState = { lostCode: true };

/** Paid in another browser or device: the payment is confirmed, the code is not shown, and how to get it. */
function PaidElsewhere({ codeEmailed, sessionId }: { codeEmailed: boolean; sessionId: string }) {
  return (
    <Stack gap="6" textAlign="center">
      <Heading as="h1" size="2xl" color="green.600">
        {PAYMENT_STRINGS.paidElsewhereTitle}
      </Heading>
      <Alert.Root status="info" textAlign="left" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{PAYMENT_STRINGS.codeNotShownTitle}</Alert.Title>
          <Alert.Description>{PAYMENT_STRINGS.codeNotShown}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Text>
        {codeEmailed ? (
          PAYMENT_STRINGS.codeEmailed
        ) : (
          <WithSupportLink message={PAYMENT_STRINGS.codeNotEmailed(sessionId)} sessionId={sessionId} />
        )}
      </Text>
      <Text color="fg.muted">
        <Link asChild fontWeight="semibold" color="blue.700" textDecoration="underline">
          <RouterLink to={paths.documentCode.getHref()} state={LOST_CODE_STATE}>
            {PAYMENT_STRINGS.lostCode}
          </RouterLink>
        </Link>{' '}
        {PAYMENT_STRINGS.lostCodeHelp}
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} justify="center" gap="3">
        <Button asChild colorPalette="blue" size="lg">
          <RouterLink to={paths.documentCode.getHref()}>{PAYMENT_STRINGS.enterCode}</RouterLink>
        </Button>
        <Button asChild variant="outline" size="lg">
          <RouterLink to={paths.home.getHref()}>{PAYMENT_STRINGS.returnHome}</RouterLink>
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * The payment result screen. The code shown comes only from the server's verified answer for
 * this checkout session, never from browser storage (design §4.1), and the server gives it only to the browser that
 * started the checkout: this one sends the checkout's secret it kept (create-checkout), when it has it. `sessionId`
 * is the checkout session the payment provider sent the customer back with (empty when missing).
 */
export function PaymentSuccess({
  sessionId,
  validateCode,
}: {
  sessionId: string;
  validateCode: ValidateDocumentCode;
}) {
  const navigate = useNavigate();
  // Without a session id there is nothing to verify: the error shows at once and the server is not called.
  const [state, setState] = useState<State>(() =>
    sessionId ? { kind: 'loading', waiting: null, code: null } : { kind: 'error', message: PAYMENT_STRINGS.noSessionId },
  );
  // 'Try now' cuts the pause between two tries short.
  const [nudge] = useState(() => new EventTarget());

  useEffect(() => {
    if (!sessionId) return;
    // Leaving the page stops the tries; React's development double effect cancels the first run during its pause,
    // before anything was sent.
    const controller = new AbortController();
    const { signal } = controller;
    let knownCode: string | null = null;
    const onWaiting = (waiting: Waiting | null) => {
      if (!signal.aborted) setState({ kind: 'loading', waiting, code: knownCode });
    };
    const retrying = { signal, onWaiting, nudge };

    void (async () => {
      await sleep(VERIFY_DELAY_MS);
      if (signal.aborted) return;
      let code: string;
      let isNewPurchase = false;
      let purchaseId: string | null = null;
      try {
        // A dropped connection is waited out, never shown as a failed payment (issue 24).
        const result = await untilAnswered(() => verifyStripeSession(sessionId, getCheckoutSecret(sessionId)), retrying);
        if (result.paymentStatus === 'refunded') {
          setState({ kind: 'refunded' });
          return;
        }
        if (result.is_payment_completed !== true) {
          setState({ kind: 'error', message: PAYMENT_STRINGS.notFound(sessionId) });
          return;
        }
        const verified = typeof result.documentCode === 'string' ? result.documentCode.trim() : '';
        if (!verified) {
          // Paid, and the server did not show this browser the code: it did not start the checkout.
          setState({ kind: 'paid-elsewhere', codeEmailed: result.codeEmailed === true });
          return;
        }
        code = verified.toUpperCase();
        isNewPurchase = result.isNewPurchase === true;
        purchaseId = typeof result.purchaseId === 'string' && result.purchaseId ? result.purchaseId : null;
      } catch (error) {
        if (signal.aborted) return;
        console.error('Payment verification failed', error);
        if (isApiError(error) && error.status === 400 && error.code === 'missing_session_id') {
          setState({ kind: 'error', message: PAYMENT_STRINGS.noSessionId });
        } else if (isApiError(error) && (error.status === 404 || error.status === 400)) {
          setState({ kind: 'error', message: PAYMENT_STRINGS.notFound(sessionId) });
        } else {
          setState({ kind: 'error', message: PAYMENT_STRINGS.unexpected });
        }
        return;
      }

      // The code is the buyer's now: kept at once, so a connection lost from here on loses nothing.
      knownCode = code;
      const previousCode = getDocumentCode();
      const forgetCode = () => (previousCode ? setDocumentCode(previousCode) : removeDocumentCode());
      setDocumentCode(code);
      try {
        const validation = await untilAnswered(() => validateCode(code), retrying);
        if (signal.aborted) return;
        if (!validation.isValid) {
          forgetCode();
          // An unknown code is the spec's 'Invalid document code'; a known one refused (expired, not yet active)
          // is an error of its own.
          const unknown = !validation.error || validation.error === 'Invalid document code.';
          setState({
            kind: 'error',
            message: unknown ? PAYMENT_STRINGS.invalidCode(sessionId) : PAYMENT_STRINGS.validationRefused,
          });
          return;
        }
      } catch (error) {
        if (signal.aborted) return;
        console.error('Validating the new document code failed', error);
        forgetCode();
        setState({ kind: 'error', message: PAYMENT_STRINGS.validationError });
        return;
      }

      removeGenerationJobId();
      removePendingDocumentCode();
      setState({ kind: 'success', code, isCodeValid: true });
      showToast(PAYMENT_STRINGS.toastTitle, PAYMENT_STRINGS.toastDescription, 'success');
      // The sale is reported once, only for a valid code of a purchase the server says is new (spec §4 'Payment
      // return'); a reload, a returning visit or a failed verification reports nothing. It is known to analytics by
      // the server's opaque purchase id: never the session id or the code.
      if (purchaseId) analytics.purchase({ purchaseId, gclid: getStoredGclid() }, isNewPurchase);
    })();
    return () => controller.abort();
  }, [sessionId, validateCode, nudge]);

  function generateNow() {
    if (state.kind !== 'success' || !state.isCodeValid) return;
    setDocumentCode(state.code);
    // /generate reads the code from this browser's storage: without it there is nothing to generate with.
    if (getDocumentCode() !== state.code) {
      showToast(PAYMENT_STRINGS.missingCodeTitle, PAYMENT_STRINGS.missingCode, 'error');
      return;
    }
    removeGenerationJobId();
    navigate(paths.generate.getHref());
  }

  return (
    // A screen's height at least, in every state: the footer stays out of sight while the result loads, and no result
    // (long or short) moves it in view when it comes (issue 24: no layout shift).
    <Container maxW="2xl" py={{ base: '10', md: '16' }} minH="100vh">
      {state.kind === 'loading' && (
        <Stack gap="2">
          <VStack gap="4" py={state.waiting ? '8' : '16'} role="status" aria-live="polite">
            <Spinner size="xl" color="blue.500" />
            <Text fontSize="lg">{PAYMENT_STRINGS.loading}</Text>
          </VStack>
          {state.waiting && (
            <WaitingForConnection
              waiting={state.waiting}
              code={state.code}
              onRetryNow={() => nudge.dispatchEvent(new Event('retry'))}
            />
          )}
        </Stack>
      )}

      {state.kind === 'error' && (
        <Refusal
          title={PAYMENT_STRINGS.errorTitle}
          message={state.message}
          sessionId={sessionId}
          action={PAYMENT_STRINGS.tryAgain}
        />
      )}

      {state.kind === 'paid-elsewhere' && <PaidElsewhere codeEmailed={state.codeEmailed} sessionId={sessionId} />}

      {state.kind === 'refunded' && (
        <Refusal
          title={PAYMENT_STRINGS.refundedTitle}
          message={PAYMENT_STRINGS.refunded}
          sessionId={sessionId}
          action={PAYMENT_STRINGS.returnHome}
        />
      )}

      {state.kind === 'success' && (
        <Stack gap="6" textAlign="center">
          <Heading as="h1" size="2xl" color="green.600">
            {PAYMENT_STRINGS.successTitle}
          </Heading>
          <CodeWithCopy code={state.code} />
          <Alert.Root status="warning" textAlign="left" borderRadius="lg">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{PAYMENT_STRINGS.saveWarningTitle}</Alert.Title>
              <Alert.Description>{PAYMENT_STRINGS.saveWarning}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Text color="fg.muted">{PAYMENT_STRINGS.emailed}</Text>
          <Alert.Root status="success" textAlign="left" borderRadius="lg">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{PAYMENT_STRINGS.guaranteeTitle}</Alert.Title>
              <Alert.Description>
                {PAYMENT_STRINGS.guarantee} {PAYMENT_STRINGS.orderId(state.code)}{' '}
                <Link href={refundMailto(state.code)} fontWeight="semibold" textDecoration="underline">
                  {PAYMENT_STRINGS.requestRefund}
                </Link>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Stack direction={{ base: 'column', sm: 'row' }} justify="center" gap="3">
            <Button colorPalette="blue" size="lg" disabled={!state.isCodeValid} onClick={generateNow}>
              {PAYMENT_STRINGS.generateNow}
            </Button>
            <Button asChild variant="outline" size="lg">
              <RouterLink to={paths.home.getHref()}>{PAYMENT_STRINGS.returnHome}</RouterLink>
            </Button>
          </Stack>
        </Stack>
      )}
    </Container>
  );
}
