import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { mockApi, renderApp } from '@/testing/test-utils';
import { pageMetaFor } from '../page-meta';

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
