import { describe, expect, it } from 'vitest';
import { audioProblemMessage, isSafari, MEDIA_ERR_NETWORK, MEDIA_ERR_SRC_NOT_SUPPORTED } from './audio-error';

const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('overview audio messages (spec §8)', () => {
  it('tells Safari visitors the format is the problem, and others in general words', () => {
    expect(isSafari(SAFARI)).toBe(true);
    expect(isSafari(CHROME)).toBe(false);
    const unsupported = { kind: 'media-error', code: MEDIA_ERR_SRC_NOT_SUPPORTED } as const;
    expect(audioProblemMessage(unsupported, SAFARI)).toBe('Audio file format not supported by Safari');
    expect(audioProblemMessage(unsupported, CHROME)).toBe('Audio format not supported');
  });

  it('says the file could not be loaded on network and decode errors', () => {
    expect(audioProblemMessage({ kind: 'media-error', code: MEDIA_ERR_NETWORK }, CHROME)).toBe(
      'Audio file could not be loaded',
    );
    expect(audioProblemMessage({ kind: 'media-error', code: 3 }, SAFARI)).toBe('Audio file could not be loaded');
  });

  it('says so when the browser has no audio at all', () => {
    expect(audioProblemMessage({ kind: 'no-audio' }, CHROME)).toBe('Browser does not support audio playback');
  });
});
