import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { site } from '@/config/site';
import { stubVisibleIntersectionObserver } from '@/testing/render-ui';
import { mockMatchMedia, renderApp } from '@/testing/test-utils';

/**
 * A screen 640px wide or more: the media query of the home page's wide sections matches; and everything observed is
 * on screen, so the sections (loaded when scrolled near) load at once.
 */
function wideScreen() {
  stubVisibleIntersectionObserver();
  mockMatchMedia((query) => query === '(min-width: 640px)');
}

describe('home: the wide-screen sections', () => {
  it('follows the form with pricing, how it works, values, examples, samples, comparison, FAQ and the Advantage block', async () => {
    wideScreen();
    renderApp('/');
    // The sections are a lazily loaded chunk: the first load transforms it.
    await screen.findByRole('heading', { level: 2, name: 'Frequently Asked Questions' }, { timeout: 10_000 });
    // The phone's landing view is not drawn on a wide screen.
    expect(screen.queryByRole('button', { name: 'Create Document' })).not.toBeInTheDocument();
    const sectionTitles = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    const expected = [
      'Create Your Document',
      'Professional Documents',
      'How It Works',
      `Why Businesses Choose ${site.brandName}`,
      'Examples of What You Can Create',
      'See a Sample Before You Buy',
      `${site.brandName} vs. the Alternatives`,
      'Frequently Asked Questions',
      `The ${site.brandName} Advantage: Beyond Basic Templates`,
    ];
    expect(sectionTitles.filter((title) => expected.includes(title ?? ''))).toEqual(expected);
  });

  it("'Create Your Document' in the Advantage block takes the visitor to the form's first field", async () => {
    wideScreen();
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const { user } = renderApp('/');
    const advantage = await screen.findByRole(
      'region',
      { name: `The ${site.brandName} Advantage: Beyond Basic Templates` },
      { timeout: 10_000 },
    );
    await user.click(within(advantage).getByRole('button', { name: 'Create Your Document' }));
    expect(scroll.mock.contexts).toContain(document.getElementById('documentForm'));
    expect(screen.getByLabelText('Document Type')).toHaveFocus();
  });

  it('are not even loaded on a narrow screen', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 2, name: 'Create Your Document' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'How It Works' })).not.toBeInTheDocument();
  });
});

describe('home: navigation state and the fresh parameter', () => {
  it('preselects a document type from navigation state and scrolls to the form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const scrolled: string[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this.id);
    });
    const { router } = renderApp('/about');
    await act(() => router.navigate('/', { state: { documentType: 'Privacy Policy', scrollToForm: true } }));

    expect(await screen.findByLabelText('Document Type')).toHaveValue('Privacy Policy');
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(scrolled).toContain('documentForm');
  });

  it('ignores a document type that is not on the list, and does not scroll without the flag', async () => {
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const { router } = renderApp('/about');
    await act(() => router.navigate('/', { state: { documentType: 'Lease Agreement' } }));
    expect(await screen.findByLabelText('Document Type')).toHaveValue('');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(scroll).not.toHaveBeenCalled();
  });

  it('starts the page afresh when the fresh parameter changes', async () => {
    wideScreen();
    const { user, router } = renderApp('/');
    await screen.findByRole('button', { name: 'Are the documents legally valid?' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Generate Document - $19' }));
    expect(await screen.findByText('Business name is required')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Are the documents legally valid?' }));
    expect(screen.getByRole('button', { name: 'Are the documents legally valid?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await act(() => router.navigate('/?fresh=1767225600000', { replace: true }));
    await waitFor(() => expect(screen.queryByText('Business name is required')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Are the documents legally valid?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
