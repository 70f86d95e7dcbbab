import { Alert, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type SyntheticEvent } from 'react';
import { audioProblemMessage, MEDIA_ERR_NETWORK, MEDIA_ERR_SRC_NOT_SUPPORTED, type AudioProblem } from './audio-error';
import { OVERVIEW_SOURCES, OVERVIEW_STRINGS as S } from './strings';
import transcript from './transcript.txt?raw';

const paragraphs = transcript.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);

function audioSupported(): boolean {
  return typeof document !== 'undefined' && typeof document.createElement('audio').canPlayType === 'function';
}

/**
 * The landing view's spoken overview: the MP3 with an AAC alternative (Safari), native controls (keyboard and screen
 * readers get the browser's own), and the transcript beside it for people who cannot listen. Playback starts only
 * from the visitor's own press on the controls, so the browser never blocks it (the spec's 'Playback blocked'
 * message belongs to programmatic play, which this player does not do).
 */
export function OverviewAudio() {
  const [problem, setProblem] = useState<AudioProblem | null>(() => (audioSupported() ? null : { kind: 'no-audio' }));
  const [showTranscript, setShowTranscript] = useState(false);
  const titleId = useId();
  const transcriptId = useId();

  // A MediaError says what went wrong with a file that played. When every <source> fails there is none (the error
  // fires on the last source): the browser skips types it cannot play without fetching them, so if it can play one
  // of ours the file did not load, else the format is the problem.
  const onError = (event: SyntheticEvent<HTMLElement>) => {
    const audio = event.currentTarget.closest('audio');
    const code =
      audio?.error?.code ??
      ([OVERVIEW_SOURCES.mp3.type, OVERVIEW_SOURCES.m4a.type].some((type) => audio?.canPlayType(type))
        ? MEDIA_ERR_NETWORK
        : MEDIA_ERR_SRC_NOT_SUPPORTED);
    setProblem({ kind: 'media-error', code });
  };

  return (
    <Box as="section" aria-labelledby={titleId} borderWidth="1px" borderRadius="l3" p="4" bg="bg.panel">
      <Stack gap="3">
        <Heading as="h2" size="md" id={titleId}>
          {S.title}
        </Heading>
        {problem?.kind !== 'no-audio' && (
          <audio controls preload="none" aria-labelledby={titleId} onError={onError} style={{ width: '100%' }}>
            <source src={OVERVIEW_SOURCES.mp3.src} type={OVERVIEW_SOURCES.mp3.type} />
            <source src={OVERVIEW_SOURCES.m4a.src} type={OVERVIEW_SOURCES.m4a.type} onError={onError} />
          </audio>
        )}
        {problem && (
          <Alert.Root status="warning" size="sm">
            <Alert.Indicator />
            <Alert.Title>{audioProblemMessage(problem, navigator.userAgent)}</Alert.Title>
          </Alert.Root>
        )}
        <Button
          variant="ghost"
          size="sm"
          alignSelf="flex-start"
          aria-expanded={showTranscript}
          aria-controls={transcriptId}
          onClick={() => setShowTranscript((shown) => !shown)}
        >
          {showTranscript ? S.transcriptHide : S.transcriptToggle}
        </Button>
        <Stack id={transcriptId} gap="2" hidden={!showTranscript}>
          {paragraphs.map((paragraph) => (
            <Text key={paragraph} fontSize="sm" color="fg.muted">
              {paragraph}
            </Text>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}
