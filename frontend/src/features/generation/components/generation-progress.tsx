import { Alert, Box, Button, Container, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useReducer, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { showToast } from '@/components/ui/toaster';
import { DOCUMENT_FORM_ANCHOR, paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { isFormComplete, toDocumentData, toRequestData } from '@/lib/document-data';
import {
  getDocumentCode,
  getGenerationJobId,
  getPendingDocumentData,
  removeGenerationJobId,
  setGenerationJobId,
} from '@/lib/storage';
import { useDocumentData } from '@/stores/document-data';
import type { DocumentData, GenerationStatus, ValidateDocumentCode } from '@/types/api';
import { useGenerationStatus } from '../hooks/use-generation-status';
import { startGeneration } from '../api/start-generation';
import { failureFollowUps, generationFlowReducer, initialGenerationFlow } from '../generation-flow';
import { GENERATION_STRINGS as S, GENERATION_TIMINGS as T, stageElapsedText } from '../strings';

/** The form data to send: the app's form when complete, else the data kept before checkout. */
function pickDocumentData(current: DocumentData): DocumentData | null {
  if (isFormComplete(current)) return toRequestData(current);
  const pending = getPendingDocumentData();
  if (pending && isFormComplete(pending)) return toRequestData(toDocumentData(pending));
  return null;
}

/**
 * The generating screen (spec §2, §4): validate the stored code (3 tries with back-off), start a
 * server-side generation job 600 ms later, then poll its real progress. The job id is kept in
 * localStorage so a reload resumes polling instead of starting (and paying for) another job.
 *
 * The flow is `generationFlowReducer` (../generation-flow.ts). Each phase's work runs in one effect keyed on that
 * phase; its clean-up clears the timer and drops a late answer, so an unmounted screen does nothing more, and
 * React's development double effects on mount cancel the first run before it has sent anything.
 */
export function GenerationProgress({ validateCode }: { validateCode: ValidateDocumentCode }) {
  const navigate = useNavigate();
  const { documentData } = useDocumentData();
  const [code] = useState(() => getDocumentCode());
  const [flow, dispatch] = useReducer(generationFlowReducer, Boolean(code), initialGenerationFlow);

  // Read when the job starts, so the latest form data is sent without restarting the effect that sends it.
  const requestData = useEffectEvent(() => pickDocumentData(documentData));
  const goTo = useEffectEvent(
    (to: string | { pathname: string; hash: string }, options?: { replace?: boolean; state?: unknown }) =>
      navigate(to, options),
  );

  const { phase } = flow;
  const attempt = flow.phase === 'validating' ? flow.attempt : 0;
  const validationDelayMs = flow.phase === 'validating' ? flow.delayMs : 0;
  const restarted = flow.phase === 'starting' && flow.restarted;
  const usedFallback = flow.phase === 'done' && flow.usedFallback;
  const failure = flow.phase === 'failed' ? flow : null;
  const pollingJobId = flow.phase === 'polling' || flow.phase === 'done' ? flow.jobId : null;
  const heard = flow.phase === 'polling' ? flow.heard : 0;
  const stalls = flow.phase === 'polling' ? flow.stalls : 0;
  const notice = flow.phase === 'polling' || flow.phase === 'validating' ? (flow.notice ?? null) : null;
  const stageClock = flow.phase === 'polling' ? flow.stageClock : null;

  useEffect(() => {
    if (phase !== 'missing-code') return;
    const toast = window.setTimeout(() => showToast(S.errorTitle, S.missingCode, 'error'), 0);
    const home = window.setTimeout(() => goTo(paths.home.getHref(), { replace: true }), T.missingCodeRedirectMs);
    return () => {
      window.clearTimeout(toast);
      window.clearTimeout(home);
    };
  }, [phase]);

  useEffect(() => {
    if (phase !== 'validating' || !code) return;
    let cancelled = false;
    const check = async () => {
      window.removeEventListener('online', checkNow);
      try {
        const result = await validateCode(code);
        if (cancelled) return;
        dispatch(
          result.isValid
            ? { type: 'code-valid', keptJobId: getGenerationJobId() }
            : { type: 'code-invalid', message: result.error },
        );
      } catch (err) {
        if (cancelled) return;
        if (isApiError(err) && err.status === 429) {
          dispatch({ type: 'rate-limited', message: err.message });
          return;
        }
        console.error(`Code validation attempt ${attempt + 1} failed`, err);
        // Nothing answered, or the server failed: the connection, not the code (issue 24).
        const transient = isApiError(err) && (err.status === 0 || err.status >= 500);
        dispatch({ type: 'validation-errored', transient, offline: transient && navigator.onLine === false });
      }
    };
    const timer = window.setTimeout(check, validationDelayMs);
    // Back online: check at once instead of waiting out the pause.
    const checkNow = () => {
      window.clearTimeout(timer);
      void check();
    };
    if (attempt > 0) window.addEventListener('online', checkNow);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      window.removeEventListener('online', checkNow);
    };
  }, [phase, attempt, validationDelayMs, code, validateCode]);

  useEffect(() => {
    if (phase !== 'waiting') return;
    const timer = window.setTimeout(() => dispatch({ type: 'start' }), T.startDelayMs);
    return () => window.clearTimeout(timer);
  }, [phase]);

  useEffect(() => {
    if (phase !== 'starting' || !code) return;
    let cancelled = false;
    if (restarted) removeGenerationJobId();
    startGeneration(code, requestData()).then(
      (started) => {
        if (cancelled) return;
        setGenerationJobId(started.jobId);
        dispatch({ type: 'started', jobId: started.jobId });
      },
      (err: unknown) => {
        if (cancelled) return;
        console.error('Starting generation failed', err);
        dispatch({
          type: 'start-failed',
          message: errorMessage(err, S.defaultError),
          missingData: isApiError(err) && err.code === 'missing_document_data',
        });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [phase, restarted, code]);

  // The stall watchdog: each answer (or stall) re-arms it; 15 s of silence while polling is a stall.
  useEffect(() => {
    if (phase !== 'polling') return;
    const timer = window.setTimeout(() => dispatch({ type: 'stalled' }), T.stallMs);
    return () => window.clearTimeout(timer);
  }, [phase, pollingJobId, heard, stalls]);

  useGenerationStatus(failure ? null : code, pollingJobId, {
    restart: stalls,
    onStatus: (status: GenerationStatus) => dispatch({ type: 'status', status }),
    onError: (error: unknown) => {
      if (isApiError(error)) {
        dispatch({ type: 'poll-failed', httpStatus: error.status, message: errorMessage(error, S.defaultError) });
      }
    },
  });

  useEffect(() => {
    if (phase !== 'done') return;
    showToast(S.readyTitle, S.readyDescription + (usedFallback ? S.fallbackSuffix : ''), 'success');
    // Replaced, not pushed: Back from /download must not land here, where a finished job forwards to /download again.
    const timer = window.setTimeout(() => goTo(paths.download.getHref(), { replace: true }), T.successRedirectMs);
    return () => window.clearTimeout(timer);
  }, [phase, usedFallback]);

  const failureCause = failure?.cause ?? null;
  const failureMessage = failure?.error ?? null;
  useEffect(() => {
    if (!failureCause || failureMessage === null) return;
    const followUps = failureFollowUps(failureCause);
    if (followUps.forgetJob) removeGenerationJobId();
    if (followUps.toast) {
      const { title, description } = followUps.toast;
      showToast(title, description ?? failureMessage, 'error');
    }
    if (!followUps.redirect) return;
    const target =
      followUps.redirect === 'form'
        ? () => goTo({ pathname: paths.home.getHref(), hash: `#${DOCUMENT_FORM_ANCHOR}` }, { state: { scrollToForm: true } })
        : () => goTo(paths.home.getHref());
    const timer = window.setTimeout(target, T.failureRedirectMs);
    return () => window.clearTimeout(timer);
  }, [failureCause, failureMessage]);

  const { progress, statusText } = flow;
  const error = failure?.error ?? null;

  function tryAgain() {
    removeGenerationJobId();
    navigate(paths.home.getHref());
  }

  return (
    <Container maxW="2xl" py={{ base: '10', md: '16' }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl" textAlign="center">
          {S.title}
        </Heading>
        <Box>
          <Progress.Root
            value={progress}
            max={100}
            size="lg"
            colorPalette={error ? 'red' : 'blue'}
            striped={!error && progress < 100}
            animated={!error && progress < 100}
            aria-label="Generation progress"
          >
            <Progress.Track borderRadius="full">
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text mt="3" textAlign="center" role="status" aria-live="polite" data-testid="generation-status">
            {error ? S.defaultError : statusText}
          </Text>
          {/* Outside the live region: a screen reader is not told every second. Its line is kept while there is no
              stage to time, so the lines under it do not move when it comes (issue 24: no layout shift). */}
          {!error && (
            <Text
              mt="1"
              textAlign="center"
              fontSize="sm"
              color="fg.muted"
              data-testid={stageClock ? 'stage-elapsed' : undefined}
            >
              {stageClock ? stageElapsedText(stageClock.stage, stageClock.seconds) : '\u00a0'}
            </Text>
          )}
          {!error && notice && (
            <Text mt="2" textAlign="center" fontSize="sm" fontWeight="medium" color="orange.700" role="alert">
              {notice}
            </Text>
          )}
          {/* Hidden, not removed, once the document is ready: the page keeps its height until it moves on. */}
          {!error && (
            <Text
              mt="2"
              textAlign="center"
              fontSize="sm"
              color="fg.muted"
              visibility={progress < 100 ? 'visible' : 'hidden'}
              aria-hidden={progress < 100 ? undefined : true}
            >
              {S.keepOpen}
            </Text>
          )}
        </Box>
        {error && (
          <Stack gap="4" align="center">
            <Alert.Root status="error" borderRadius="lg">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{failureCause ? failureFollowUps(failureCause).title : S.failedTitle}</Alert.Title>
                <Alert.Description>{error}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
            <Button colorPalette="blue" onClick={tryAgain}>
              {S.tryAgain}
            </Button>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
