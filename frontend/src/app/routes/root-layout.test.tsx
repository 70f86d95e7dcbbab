import { act, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { site } from '@/config/site';
import { HEADING_WAIT_MS } from '@/lib/route-focus';
import { mockApi, renderApp } from '@/testing/test-utils';
import { pageMetaFor } from '../page-meta';
import { RootLayout } from './root-layout';

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('root layout', () => {
  it("gives each page its own title, description and preview text as the visitor moves", async () => {
    const { router } = renderApp('/about');
    await waitFor(() => expect(document.title).toBe(`About Us | ${site.brandName}`));
    expect(meta('meta[name="description"]')).toBe(pageMetaFor('/about').description);
    expect(meta('meta[property="og:title"]')).toBe(document.title);
    expect(meta('meta[property="og:url"]')).toBe(`${window.location.origin}/about`);
    expect(meta('meta[name="robots"]')).toBeUndefined();

    await router.navigate('/generate');
    await waitFor(() => expect(document.title).toBe(pageMetaFor('/generate').title));
    expect(meta('meta[name="robots"]')).toBe('noindex');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('points /privacy-policy at /privacy for search engines', async () => {
    renderApp('/privacy-policy');
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        `${window.location.origin}/privacy`,
      ),
    );
  });

  it('names the sample type in the sample page title', async () => {
    mockApi({ '/api/generate-sample-document': () => new Promise(() => {}) });
    renderApp('/sample-document/nda');
    await waitFor(() => expect(document.title).toBe(`Sample Non-Disclosure Agreement | ${site.brandName}`));
  });

  it("starts with a skip link that moves focus to the page's main content", async () => {
    const { user } = renderApp('/about');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('shows another page when the visitor follows a link, and the error page for an unknown address', async () => {
    const { router } = renderApp('/about');
    expect(await screen.findByRole('heading', { name: 'About Us' })).toBeInTheDocument();
    await act(() => router.navigate('/no-such-page'));
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
  });
});

describe('focus after a navigation (issue 24)', () => {
  it("stays put on the first load, then moves to the new page's h1 after each navigation, without a ring", async () => {
    const { user } = renderApp('/about');
    const about = await screen.findByRole('heading', { level: 1, name: 'About Us' });
    expect(about).not.toHaveFocus();
    expect(about).not.toHaveAttribute('tabindex');

    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Contact' }));
    const contact = await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    await waitFor(() => expect(contact).toHaveFocus());
    expect(contact).toHaveAttribute('tabindex', '-1');
    expect(contact.style.outline).toBe('none');
    // The next Tab goes on from the top of the new page; the heading is a plain heading again.
    await user.tab();
    expect(contact).not.toHaveFocus();
    expect(contact).not.toHaveAttribute('tabindex');
    expect(contact.style.outline).toBe('');

    await user.click(within(screen.getByRole('navigation', { name: 'Legal' })).getByRole('link', { name: 'Terms of Service' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toHaveFocus());
    expect(screen.getByTestId('route-announcer')).toHaveTextContent('');
  });

  it("a page opened to show its form focuses the form's heading instead of its h1", async () => {
    const { router } = renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    await act(() => router.navigate('/', { state: { scrollToForm: true } }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Create Your Document' })).toHaveFocus());
  });

  it('leaves focus alone when only the query changes', async () => {
    const { router, user } = renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    await user.tab();
    const focused = document.activeElement;
    await act(() => router.navigate('/about?ref=footer'));
    expect(document.activeElement).toBe(focused);
  });

  it("waits for a heading that comes with the page's data, and announces the title when none comes", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    function LatePage() {
      const [shown, setShown] = useState(false);
      useEffect(() => {
        const timer = window.setTimeout(() => setShown(true), 500);
        return () => window.clearTimeout(timer);
      }, []);
      return shown ? <h1>Late heading</h1> : <p>Loading…</p>;
    }
    const routeObjects = [
      {
        element: <RootLayout />,
        children: [
          { path: '/', element: <h1>Start</h1> },
          { path: '/late', element: <LatePage /> },
          { path: '/bare', element: <p>No heading here</p> },
        ],
      },
    ];
    const { router } = renderApp('/', { routeObjects });
    await act(() => router.navigate('/late'));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.getByRole('heading', { name: 'Late heading' })).toHaveFocus();

    await act(() => router.navigate('/bare'));
    const title = document.title;
    expect(title).not.toBe('');
    expect(screen.getByRole('main')).not.toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(HEADING_WAIT_MS + 100));
    expect(screen.getByRole('main')).toHaveFocus();
    await waitFor(() => expect(screen.getByTestId('route-announcer')).toHaveTextContent(title));
    expect(screen.getByTestId('route-announcer')).toHaveAttribute('aria-live', 'polite');
  });
});
