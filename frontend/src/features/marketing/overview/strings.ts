/** The overview player's words (spec §2 landing view, §8 audio messages). */
export const OVERVIEW_STRINGS = {
  title: 'Quick 1-Minute Overview',
  transcriptToggle: 'Read the transcript',
  transcriptHide: 'Hide the transcript',
  noAudio: 'Browser does not support audio playback',
  safariFormat: 'Audio file format not supported by Safari',
  notLoaded: 'Audio file could not be loaded',
  formatNotSupported: 'Audio format not supported',
} as const;

export const OVERVIEW_SOURCES = {
  mp3: { src: '/audio/overview.mp3', type: 'audio/mpeg' },
  m4a: { src: '/audio/overview.m4a', type: 'audio/mp4; codecs="mp4a.40.2"' },
} as const;
