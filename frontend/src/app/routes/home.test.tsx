import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/test-utils';

describe('home: the spoken overview for phones', () => {
  it('offers the MP3 with its AAC alternative and the transcript behind a toggle', async () => {
    const { user, container } = renderApp('/');
    expect(screen.getByRole('heading', { name: 'Quick 1-Minute Overview' })).toBeInTheDocument();
    const sources = [...container.querySelectorAll('audio source')].map((s) => s.getAttribute('src'));
    expect(sources).toEqual(['/audio/overview.mp3', '/audio/overview.m4a']);

    const toggle = screen.getByRole('button', { name: 'Read the transcript' });
    expect(screen.queryByText(/we are not a law firm/)).not.toBeVisible();
    await user.click(toggle);
    expect(screen.getByText(/we are not a law firm/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hide the transcript' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says the format is not supported when the browser plays neither file type', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    const { container } = renderApp('/');
    fireEvent.error(container.querySelectorAll('audio source')[1]);
    expect(screen.getByText('Audio format not supported')).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('says the file could not be loaded when a playable file fails', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('probably');
    const { container } = renderApp('/');
    fireEvent.error(container.querySelectorAll('audio source')[1]);
    expect(screen.getByText('Audio file could not be loaded')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
