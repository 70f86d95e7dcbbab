import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listedDocument } from '@/testing/listed-document';
import { renderUi } from '@/testing/render-ui';
import { mockApi, type MockResponse } from '@/testing/test-utils';
import { DocumentDataProvider } from '@/stores/document-data';
import { DocumentDownload } from './document-download';

/** An answer the test gives when it chooses: a slow network, in the order the test wants. */
function held() {
  let answer: (response: MockResponse) => void = () => undefined;
  const response = new Promise<MockResponse>((resolve) => {
    answer = resolve;
  });
  return { handler: () => response, answer: (value: MockResponse) => act(async () => answer(value)) };
}

const CREDITS = { body: { creditsTotal: 6, creditsUsed: 1, creditsRemaining: 5, expiresAt: '2026-12-22T10:00:00Z' } };

function renderDownload() {
  return renderUi(
    <DocumentDataProvider>
      <DocumentDownload code="ABCD2345" jobId="job-1" reviewNotes={[]} version={{ version: 1, parentJobId: null, hasRedline: false, changes: [] }} />
    </DocumentDataProvider>,
  );
}

/** What is drawn above the Download button, in order: the same elements before and after the answers, or it moved. */
function above(button: HTMLElement): Element[] {
  const siblings = Array.from(button.parentElement!.children);
  return siblings.slice(0, siblings.indexOf(button));
}

describe('DocumentDownload keeps the room of what loads (issue 24: the Download button never moves)', () => {
  it('draws the balance\u2019s alert at once, at the size of its longest line, and fills it in when the answer comes', async () => {
    const credits = held();
    const list = held();
    mockApi({ '/api/get-credit-info': credits.handler, '/api/list-documents': list.handler });
    renderDownload();

    const button = screen.getByRole('button', { name: 'Download Word Document' });
    const alert = screen.getByTestId('credits-alert');
    const before = above(button);
    expect(before).toContain(alert);
    expect(alert).toHaveAttribute('aria-busy', 'true');
    expect(within(alert).getByText('Checking your credits\u2026')).toBeInTheDocument();
    // The room: the longest balance line, hidden from sight and from screen readers, sizing the alert.
    const room = within(alert).getByTestId('credits-alert-room');
    expect(room).toHaveAttribute('aria-hidden', 'true');
    expect(room).toHaveStyle({ visibility: 'hidden' });
    expect(room.textContent).toBe('');
    expect(Array.from(room.children, (line) => line.getAttribute('data-room'))).toEqual([
      '99 credits remaining',
      'Valid until September 30, 2026. Use your remaining credits for revisions or new documents with the same code.',
    ]);
    // 'Your documents' shows its heading and keeps an entry's room while the list loads.
    expect(screen.getByRole('heading', { name: 'Your documents' })).toBeInTheDocument();
    expect(screen.getByTestId('your-documents-loading')).toHaveTextContent('Listing your documents\u2026');

    await credits.answer(CREDITS);
    expect(await within(alert).findByText('5 credits remaining')).toBeInTheDocument();
    expect(within(alert).getByText(/Valid until December 22, 2026\./)).toBeInTheDocument();
    expect(alert).toHaveAttribute('aria-busy', 'false');
    expect(within(alert).queryByText('Checking your credits\u2026')).not.toBeInTheDocument();
    // The room stays: the alert keeps its height, and nothing came in above the button.
    expect(within(alert).getByTestId('credits-alert-room')).toBe(room);
    expect(screen.getByRole('button', { name: 'Download Word Document' })).toBe(button);
    expect(above(button)).toEqual(before);

    await list.answer({ body: { documents: [listedDocument('job-1')] } });
    const region = await screen.findByRole('region', { name: 'Your documents' });
    expect(await within(region).findByRole('listitem', { name: /Acme Widgets/ })).toBeInTheDocument();
    expect(screen.queryByTestId('your-documents-loading')).not.toBeInTheDocument();
    expect(above(button)).toEqual(before);
  });

  it('keeps the alert, and its room, when the balance cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      '/api/get-credit-info': () => ({ status: 503, body: { error: 'The service is temporarily unavailable.', code: 'x' } }),
      '/api/list-documents': () => ({ body: { documents: [listedDocument('job-1')] } }),
    });
    renderDownload();
    const alert = screen.getByTestId('credits-alert');
    expect(
      await within(alert).findByText('Your remaining credits could not be loaded just now. Reload the page to see them.'),
    ).toBeInTheDocument();
    expect(alert).toHaveAttribute('aria-busy', 'false');
    expect(within(alert).getByTestId('credits-alert-room')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Word Document' })).toBeEnabled();
  });

  it('keeps the heading of Your documents when the list cannot be loaded', async () => {
    mockApi({
      '/api/get-credit-info': () => CREDITS,
      '/api/list-documents': () => ({ status: 503, body: { error: 'The service is temporarily unavailable.', code: 'x' } }),
    });
    renderDownload();
    expect(await screen.findByText(/Your documents could not be listed/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your documents' })).toBeInTheDocument();
    expect(screen.queryByTestId('your-documents-loading')).not.toBeInTheDocument();
  });
});
