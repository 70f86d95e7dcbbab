import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeMediaQueryList } from '@/testing/match-media';
import { NDA_STRINGS } from '../strings';
import { IntroVideo } from './intro-video';

const renderVideo = (url: string | null) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <IntroVideo url={url} />
    </ChakraProvider>,
  );

describe('IntroVideo', () => {
  it('embeds the configured player muted, autoplaying, looping and lazily, with a title', () => {
    renderVideo('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const frame = screen.getByTitle(NDA_STRINGS.videoTitle);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame.getAttribute('allow')).toContain('autoplay');
    const src = new URL(frame.getAttribute('src')!);
    expect(Object.fromEntries(src.searchParams)).toMatchObject({ autoplay: '1', mute: '1', loop: '1' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('does not start by itself for a visitor who asked for reduced motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      fakeMediaQueryList(query, query === '(prefers-reduced-motion: reduce)'),
    );
    renderVideo('https://youtu.be/dQw4w9WgXcQ');
    const src = new URL(screen.getByTitle(NDA_STRINGS.videoTitle).getAttribute('src')!);
    expect(src.searchParams.get('autoplay')).toBe('0');
    expect(src.searchParams.get('mute')).toBe('1');
  });

  it.each([null, 'http://player.example/intro', 'javascript:alert(1)'])(
    'shows the poster with its description instead of a frame for %j',
    (url) => {
      const { container } = renderVideo(url);
      const poster = screen.getByRole('img', { name: NDA_STRINGS.posterAlt });
      // The committed 16:9 drawing, inline: nothing to load, and its box's size is fixed (no layout shift).
      expect(poster.querySelector('svg')).toHaveAttribute('viewBox', '0 0 1280 720');
      expect(container.querySelector('iframe')).toBeNull();
    },
  );
});
