import { OVERVIEW_STRINGS as S } from './strings';

/** What can go wrong with the overview audio, in the words the spec gives the visitor. */
export type AudioProblem = { kind: 'no-audio' } | { kind: 'media-error'; code: number };

// MediaError codes (HTML spec): 2 network, 3 decode, 4 source not supported.
export const MEDIA_ERR_NETWORK = 2;
export const MEDIA_ERR_SRC_NOT_SUPPORTED = 4;

/** Safari (not Chrome or other browsers that also say "Safari" in their user agent). */
export function isSafari(userAgent: string): boolean {
  return /Safari\//.test(userAgent) && !/(Chrome|Chromium|CriOS|FxiOS|Edg|OPR|Android)\//.test(userAgent);
}

export function audioProblemMessage(problem: AudioProblem, userAgent: string): string {
  switch (problem.kind) {
    case 'no-audio':
      return S.noAudio;
    case 'media-error':
      if (problem.code === MEDIA_ERR_SRC_NOT_SUPPORTED) {
        return isSafari(userAgent) ? S.safariFormat : S.formatNotSupported;
      }
      return S.notLoaded;
  }
}
