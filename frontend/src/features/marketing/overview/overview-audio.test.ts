/// <reference types="node" />
// The overview audio is made from the committed transcript by scripts/make-overview-audio; these checks keep the two
// together, so the words shown beside the player are the words spoken.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const audio = (name: string) => readFileSync(here(`../../../../public/audio/${name}`));

describe('overview audio', () => {
  it('was made from the transcript as it is now (rerun scripts/make-overview-audio after editing it)', () => {
    const transcript = readFileSync(here('./transcript.txt'));
    const made = readFileSync(here('./audio-made-from.sha256'), 'utf8').trim();
    expect(createHash('sha256').update(transcript).digest('hex')).toBe(made);
  });

  it('exists as an MP3 and as AAC in an MP4 container', () => {
    const mp3 = audio('overview.mp3');
    // An ID3 tag, or straight away an MPEG audio frame (11 set bits).
    const framed = mp3[0] === 0xff && (mp3[1] & 0xe0) === 0xe0;
    expect(mp3.subarray(0, 3).toString('latin1') === 'ID3' || framed).toBe(true);
    expect(mp3.length).toBeGreaterThan(100_000);
    const m4a = audio('overview.m4a');
    expect(m4a.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(m4a.length).toBeGreaterThan(100_000);
  });

  it('has a transcript that never names the brand, so a rebranded site keeps it', () => {
    const transcript = readFileSync(here('./transcript.txt'), 'utf8');
    expect(transcript).not.toMatch(/LegalDraft/i);
    expect(transcript).toMatch(/not a law firm/);
  });
});
