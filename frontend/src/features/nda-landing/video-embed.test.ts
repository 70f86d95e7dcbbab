import { describe, expect, it } from 'vitest';
import { introVideoEmbedUrl } from './video-embed';

const params = (href: string | null) => Object.fromEntries(new URL(href!).searchParams);

describe('introVideoEmbedUrl', () => {
  it.each([undefined, null, '', '   ', 'not a url', 'http://player.example/intro', 'javascript:alert(1)', 'data:text/html,hi'])(
    'embeds nothing for %j',
    (configured) => {
      expect(introVideoEmbedUrl(configured)).toBeNull();
    },
  );

  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=0',
  ])('turns the YouTube link %s into a muted, autoplaying, looping embed', (configured) => {
    const embed = introVideoEmbedUrl(configured);
    expect(embed).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/);
    expect(params(embed)).toMatchObject({ autoplay: '1', mute: '1', loop: '1', playlist: 'dQw4w9WgXcQ', playsinline: '1' });
  });

  it('turns a Vimeo link, unlisted hash included, into its muted looping player', () => {
    const embed = introVideoEmbedUrl('https://vimeo.com/76979871/abc123');
    expect(embed).toMatch(/^https:\/\/player\.vimeo\.com\/video\/76979871\?/);
    expect(params(embed)).toMatchObject({ h: 'abc123', autoplay: '1', muted: '1', loop: '1' });
  });

  it('waits for a press on play when the visitor asked for reduced motion', () => {
    expect(params(introVideoEmbedUrl('https://youtu.be/dQw4w9WgXcQ', { autoplay: false }))).toMatchObject({
      autoplay: '0',
      mute: '1',
      loop: '1',
    });
    expect(params(introVideoEmbedUrl('https://vimeo.com/76979871', { autoplay: false }))).toMatchObject({
      autoplay: '0',
      muted: '1',
    });
  });

  it('embeds no other player: the Content-Security-Policy frames only YouTube’s and Vimeo’s (issue 24)', () => {
    for (const other of [
      'https://player.example.com/e/intro?muted=1',
      'https://www.dailymotion.com/embed/video/x7tgad0',
      'https://www.youtube.com/@SomeChannel',
      'https://vimeo.com/about',
    ]) {
      expect(introVideoEmbedUrl(other)).toBeNull();
    }
  });

  it.each([
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=30', /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/],
    ['https://player.vimeo.com/video/76979871?h=abc123def0', /^https:\/\/player\.vimeo\.com\/video\/76979871\?/],
  ])('keeps the player site-config sends, %s, on its own origin with its start or hash', (player, origin) => {
    const embed = introVideoEmbedUrl(player);
    expect(embed).toMatch(origin);
    const kept = params(embed);
    if (player.includes('start=')) expect(kept.start).toBe('30');
    else expect(kept.h).toBe('abc123def0');
  });
});
