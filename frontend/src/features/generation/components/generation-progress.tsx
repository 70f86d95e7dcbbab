import { Alert, Box, Button, Container, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { showToast } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { isFormComplete, toDocumentData, toRequestData } from '@/lib/document-data';
import { sleep } from '@/lib/format';
import {
  getDocumentCode,
  getGenerationJobId,
  getPendingDocumentData,
  removeGenerationJobId,
  setGenerationJobId,
} from '@/lib/storage';
import { useDocumentData } from '@/stores/document-data';
import type { DocumentData, ValidateDocumentCode } from '@/types/api';
import { useGenerationStatus } from '../api/get-generation-status';
import { startGeneration } from '../api/start-generation';
import { GENERATION_STRINGS as S, GENERATION_TIMINGS as T } from '../strings';

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
 */
export function GenerationProgress({ validateCode }: { validateCode: ValidateDocumentCode }) {
  const navigate = useNavigate();
  const { documentData } = useDocumentData();
  const [code] = useState(() => getDocumentCode());
  const [jobId, setJobId] = useState<string | null>(null);
  const [resumed, setResumed] = useState(false);
  const [progress, setProgress] = useState(0);
  const [statusText, setStatusText] = useState<string>(code ? S.validating : S.missingCode);
  const [error, setError] = useState<string | null>(null);

  const alive = useRef(true);
  const started = useRef(false);
  const finished = useRef(false);
  const restarted = useRef(false);
  const dataRef = useRef(documentData);
  dataRef.current = documentData;

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const later = useCallback((action: () => void, ms: number) => {
    window.setTimeout(() => {
      if (alive.current) action();
    }, ms);
  }, []);

  const fail = useCallback(
    (message: string, options: { redirectHome?: boolean } = {}) => {
      finished.current = true;
      setError(message);
      setProgress((value) => Math.max(value, T.minFailedProgress));
      if (options.redirectHome) later(() => navigate(paths.home.getHref()), T.failureRedirectMs);
    },
    [later, navigate],
  );

  const begin = useCallback(
    async (documentCode: string) => {
      if (!alive.current) return;
      setProgress((value) => Math.max(value, 10));
      setStatusText(S.initializing);
      try {
        const started = await startGeneration(documentCode, pickDocumentData(dataRef.current));
        setGenerationJobId(started.jobId);
        setResumed(false);
        setJobId(started.jobId);
      } catch (err) {
        console.error('Starting generation failed', err);
        const message = errorMessage(err, S.defaultError);
        fail(message);
        showToast(S.failedTitle, message, 'error');
      }
    },
    [fail],
  );

  // The flow runs once per page view (guarded against React's development double effects).
  useEffect(() => {
    if (started.current) return;
    started.current = true;

    if (!code) {
      showToast(S.errorTitle, S.missingCode, 'error');
      later(() => navigate(paths.home.getHref(), { replace: true }), T.missingCodeRedirectMs);
      return;
    }

    void (async () => {
      setProgress(5);
      let valid = false;
      for (let attempt = 0; attempt < T.validationAttempts; attempt += 1) {
        try {
          const result = await validateCode(code);
          if (!result.isValid) {
            fail(result.error?.trim() ? result.error : S.invalidCode, { redirectHome: true });
            return;
          }
          valid = true;
          break;
        } catch (err) {
          if (isApiError(err) && err.status === 429) {
            fail(err.message, { redirectHome: true });
            return;
          }
          console.error(`Code validation attempt ${attempt + 1} failed`, err);
          if (attempt < T.validationAttempts - 1) await sleep(T.backoffMs(attempt));
        }
      }
      if (!alive.current) return;
      if (!valid) {
        fail(S.maxValidation, { redirectHome: true });
        return;
      }

      const existing = getGenerationJobId();
      if (existing) {
        setProgress(10);
        setStatusText(S.processing);
        setResumed(true);
        setJobId(existing);
        return;
      }
      await sleep(T.startDelayMs);
      await begin(code);
    })();
  }, [code, begin, fail, later, navigate, validateCode]);

  const { data: status, error: pollError } = useGenerationStatus(error ? null : code, jobId);

  useEffect(() => {
    if (!status || finished.current || (status.jobId && status.jobId !== jobId)) return;
    if (status.status === 'succeeded') {
      finished.current = true;
      setProgress(100);
      setStatusText(S.success);
      showToast(S.readyTitle, S.readyDescription + (status.usedFallback ? S.fallbackSuffix : ''), 'success');
      later(() => navigate(paths.download.getHref()), T.successRedirectMs);
    } else if (status.status === 'failed') {
      removeGenerationJobId();
      const message = status.error?.trim() ? status.error : S.defaultError;
      setProgress(Math.max(status.progress, T.minFailedProgress));
      fail(message);
      showToast(S.failedTitle, message, 'error');
    } else {
      setProgress((value) => Math.max(value, status.progress));
      if (status.message) setStatusText(status.message);
    }
  }, [status, jobId, fail, later, navigate]);

  useEffect(() => {
    if (!pollError || finished.current || !code) return;
    if (isApiError(pollError) && pollError.status === 404 && resumed && !restarted.current) {
      // The kept job is gone (or belongs to another code): start a fresh one, once.
      restarted.current = true;
      removeGenerationJobId();
      setJobId(null);
      void begin(code);
      return;
    }
    if (isApiError(pollError) && [401, 403, 404].includes(pollError.status)) {
      removeGenerationJobId();
      fail(errorMessage(pollError, S.defaultError));
    }
  }, [pollError, resumed, code, begin, fail]);

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
          {!error && progress < 100 && (
            <Text mt="2" textAlign="center" fontSize="sm" color="fg.muted">
              {S.keepOpen}
            </Text>
          )}
        </Box>
        {error && (
          <Stack gap="4" align="center">
            <Alert.Root status="error" borderRadius="lg">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{S.failedTitle}</Alert.Title>
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
