import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageViews } from './use-page-views';

function Tracker({ track, onNavigate }: { track: (url: string) => void; onNavigate: (n: NavigateFunction) => void }) {
  usePageViews(track);
  onNavigate(useNavigate());
  return null;
}

describe('page views', () => {
  const startAddress = window.location.href;
  afterEach(() => window.history.replaceState(null, '', startAddress));

  it('reports the address without its query or fragment', () => {
    window.history.replaceState(null, '', '/payment-success?session_id=cs_test_secret&gclid=Cj0#top');
    const views: string[] = [];
    render(
      <MemoryRouter initialEntries={['/payment-success?session_id=cs_test_secret&gclid=Cj0#top']}>
        <Tracker track={(url) => views.push(url)} onNavigate={() => {}} />
      </MemoryRouter>,
    );
    expect(views).toEqual([`${window.location.origin}/payment-success`]);
  });

  it('counts every navigation once, Back and Forward included, under StrictMode', () => {
    const views: string[] = [];
    const track = (url: string) => views.push(url);
    let navigate: NavigateFunction = () => {};
    render(
      <StrictMode>
        <MemoryRouter initialEntries={['/']}>
          <Tracker track={track} onNavigate={(n) => (navigate = n)} />
        </MemoryRouter>
      </StrictMode>,
    );
    expect(views).toHaveLength(1);
    act(() => void navigate('/nda'));
    act(() => void navigate('/contact'));
    expect(views).toHaveLength(3);
    act(() => void navigate(-1));
    act(() => void navigate(-1));
    act(() => void navigate(1));
    expect(views).toHaveLength(6);
  });
});
