import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarlyRequests } from '@/app/early-requests';
import { callsTo, codeRecord, completeDocumentData, mockApi, mockMatchMedia, renderApp } from '@/testing/test-utils';
import { generationStatus } from '@/testing/generation-status';
import { fileNameFromContentDisposition } from '@/features/download/api/download-document';

const creditInfo = (remaining: number) => () => ({
  body: { creditsTotal: 6, creditsUsed: 6 - remaining, creditsRemaining: remaining, expiresAt: '2026-12-22T10:00:00Z' },
});

/** The kept job's status: finished, with its review notes. */
const finishedJob = (jobId = 'job-1', reviewNotes: string[] = []) => () => ({
  body: generationStatus({ jobId, status: 'succeeded', stage: 'done', progress: 100, reviewNotes }),
});
/** The code check: valid, with `latestJobId` as the code's latest finished document. */
const validWithLatest = (latestJobId: string | null) => () => ({
  body: { isValid: true, documentCode: codeRecord({ latestJobId }), error: null },
});

function captureDownloads() {
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

describe('download page', () => {
  // The files share one window (vite.config.ts `isolate: false`): the address goes back to where the others expect it.
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('redirects home without a stored code', async () => {
    mockApi({});
    const { router } = renderApp('/download');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows credits, clears saved data once and downloads with the server file name', async () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    localStorage.setItem('generationJobId', 'job-1');
    const names = captureDownloads();
    const fetchMock = mockApi({
      '/api/generation-status': finishedJob(),
      '/api/get-credit-info': creditInfo(5),
      '/api/clear-document-data': () => ({ body: { success: true } }),
      '/api/download-document': () => ({
        raw: 'PK',
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          'Content-Disposition': 'attachment; filename="Non-Disclosure-Agreement-Acme-Widgets.docx"',
        },
      }),
    });
    const { user } = renderApp('/download');

    expect(await screen.findByRole('heading', { name: 'Payment Verified - Document Ready' })).toBeInTheDocument();
    expect(screen.getByText('Your document has been generated successfully.')).toBeInTheDocument();
    expect(await screen.findByText('5 credits remaining')).toBeInTheDocument();
    expect(screen.getByText(/Valid until December 22, 2026/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download Word Document' }));
    expect(await screen.findByText('Document Downloaded')).toBeInTheDocument();
    expect(screen.getByText('Your document has been downloaded successfully.')).toBeInTheDocument();
    expect(names).toEqual(['Non-Disclosure-Agreement-Acme-Widgets.docx']);

    const [download] = callsTo(fetchMock, '/api/download-document');
    expect(download.headers['x-document-code']).toBe('ABCD2345');
    expect(download.body).toEqual({ jobId: 'job-1' });
    expect(callsTo(fetchMock, '/api/clear-document-data')).toHaveLength(1);
  });

  it('pluralises a single credit and falls back to type and business name for the file name', async () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    sessionStorage.setItem('pendingDocumentData', JSON.stringify(completeDocumentData));
    const names = captureDownloads();
    mockApi({
      '/api/validate-document-code': validWithLatest('job-3'),
      '/api/generation-status': finishedJob('job-3'),
      '/api/get-credit-info': creditInfo(1),
      '/api/clear-document-data': () => ({ body: { success: true } }),
      '/api/download-document': () => ({ raw: 'PK' }),
    });
    const { user } = renderApp('/download');
    expect(await screen.findByText('1 credit remaining')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download Word Document' }));
    await waitFor(() => expect(names).toEqual(['Non-Disclosure-Agreement-Acme-Widgets.docx']));
  });

  it('shows the download error alert and toast', async () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    mockApi({
      '/api/validate-document-code': validWithLatest('job-1'),
      '/api/generation-status': finishedJob(),
      '/api/get-credit-info': creditInfo(5),
      '/api/clear-document-data': () => ({ status: 500, body: { error: 'x', code: 'internal' } }),
      '/api/download-document': () => ({
        status: 404,
        body: { error: 'No finished document was found for this code.', code: 'no_document' },
      }),
    });
    const { user } = renderApp('/download');
    await user.click(await screen.findByRole('button', { name: 'Download Word Document' }));
    expect(await screen.findByText('Download Error')).toBeInTheDocument();
    expect(await screen.findByText('Download Failed')).toBeInTheDocument();
    expect(screen.getAllByText('No finished document was found for this code.').length).toBeGreaterThan(0);
  });

  it('Generate Another Document keeps the code: the next document costs a credit, not $19', async () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    localStorage.setItem('generationJobId', 'job-1');
    const fetchMock = mockApi({
      '/api/generation-status': finishedJob(),
      '/api/get-credit-info': () => ({
        body: { creditsTotal: 6, creditsUsed: 1, creditsRemaining: 5, expiresAt: '2099-12-31T00:00:00Z' },
      }),
      '/api/clear-document-data': () => ({ body: { success: true } }),
    });
    const { user, router } = renderApp('/download');
    await user.click(await screen.findByRole('button', { name: 'Generate Another Document' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The form opens (the phone's wizard), for a new order with the same code.
    expect(router.state.location.state).toEqual({ scrollToForm: true });
    expect(localStorage.getItem('documentCode')).toBe('ABCD2345');
    expect(localStorage.getItem('generationJobId')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Generate with your code — 1 credit of your 5' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate Document - $19' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/create-checkout')).toHaveLength(0);
  });

  it('shows the document code, with Sign out of this code', async () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    localStorage.setItem('generationJobId', 'job-1');
    mockApi({
      '/api/generation-status': finishedJob(),
      '/api/get-credit-info': creditInfo(5),
      '/api/clear-document-data': () => ({ body: { success: true } }),
    });
    const { user, router } = renderApp('/download');
    expect(await screen.findByTestId('download-document-code')).toHaveTextContent('ABCD2345');
    expect(screen.getByText('Your document code')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out of this code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('documentCode')).toBeNull();
    expect(localStorage.getItem('generationJobId')).toBeNull();
    expect(await screen.findByText('Signed out of your document code')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Have a code?' })).toHaveAttribute('href', '/document-code');
  });

  it('without a finished document says so honestly, offers the form, and clears nothing', async () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    const fetchMock = mockApi({
      '/api/validate-document-code': validWithLatest(null),
      '/api/clear-document-data': () => ({ body: { success: true } }),
    });
    const { user, router } = renderApp('/download');
    expect(await screen.findByRole('heading', { name: 'No document yet for this code' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment Verified - Document Ready' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/clear-document-data')).toHaveLength(0);
    await user.click(screen.getByRole('link', { name: 'Create Your Document' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.hash).toBe('#documentForm');
  });

  it('when the kept job failed, offers the latest finished document instead', async () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    localStorage.setItem('generationJobId', 'job-2');
    const fetchMock = mockApi({
      '/api/generation-status': (body) =>
        body.jobId === 'job-2'
          ? { body: generationStatus({ jobId: 'job-2', status: 'failed', error: 'Down.' }) }
          : finishedJob('job-1')(),
      '/api/validate-document-code': validWithLatest('job-1'),
      '/api/get-credit-info': creditInfo(5),
      '/api/clear-document-data': () => ({ body: { success: true } }),
    });
    renderApp('/download');
    expect(await screen.findByRole('heading', { name: 'Payment Verified - Document Ready' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/validate-document-code')).toHaveLength(1);
  });

  it('while the job still runs says so, and shows the download once it is done', async () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    localStorage.setItem('generationJobId', 'job-1');
    let polls = 0;
    mockApi({
      '/api/generation-status': () => {
        polls += 1;
        return polls < 2 ? { body: generationStatus({ status: 'running' }) } : finishedJob()();
      },
      '/api/get-credit-info': creditInfo(5),
      '/api/clear-document-data': () => ({ body: { success: true } }),
    });
    renderApp('/download');
    expect(await screen.findByRole('heading', { name: 'Your document is still being generated' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Payment Verified - Document Ready' }, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it("shows the server's message for an expired code", async () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    mockApi({
      '/api/validate-document-code': () => ({
        body: { isValid: false, documentCode: null, error: 'This document code has expired.', attemptsRemaining: null },
      }),
    });
    renderApp('/download');
    expect(await screen.findByText('This document code has expired.')).toBeInTheDocument();
  });

  it('opens a returning buyer\'s chosen document from the navigation state', async () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    const fetchMock = mockApi({
      '/api/generation-status': finishedJob('job-9'),
      '/api/get-credit-info': creditInfo(5),
      '/api/clear-document-data': () => ({ body: { success: true } }),
    });
    const { router } = renderApp('/');
    await router.navigate('/download', { state: { jobId: 'job-9' } });
    expect(
      await screen.findByRole('heading', { name: 'Payment Verified - Document Ready' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/generation-status')[0].body).toEqual({ jobId: 'job-9' });
    expect(callsTo(fetchMock, '/api/validate-document-code')).toHaveLength(0);
  });

  it("draws the code's latest document only with its status: nothing arrives above the Download button later (issue 24)", async () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    let answerStatus: () => void = () => undefined;
    const statusHeld = new Promise<void>((resolve) => {
      answerStatus = resolve;
    });
    mockApi({
      '/api/validate-document-code': validWithLatest('job-3'),
      '/api/generation-status': async () => {
        await statusHeld;
        return finishedJob('job-3', ['Confirm the purpose.'])();
      },
      '/api/get-credit-info': creditInfo(5),
      '/api/clear-document-data': () => ({ body: { success: true } }),
      '/api/list-documents': () => ({ body: { documents: [] } }),
    });
    renderApp('/download');
    // Until the status answers, the page says it is checking, in a screen's height (the footer out of sight).
    expect(await screen.findByText('Checking your document...')).toBeInTheDocument();
    expect(screen.getByTestId('download-checking')).toHaveStyle({ minHeight: '100vh' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('button', { name: 'Download Word Document' })).not.toBeInTheDocument();

    answerStatus();
    const button = await screen.findByRole('button', { name: 'Download Word Document' });
    // The version came with it, in the same render; the notes, below the button, just after.
    expect(screen.getByTestId('document-version')).toHaveTextContent('Version 1');
    expect(await screen.findByText('Confirm the purpose.')).toBeInTheDocument();
    expect(button.compareDocumentPosition(screen.getByTestId('document-version')) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });

  it("draws the code's latest document when the entry asked for it early and its status comes after the page drew (issue 24)", async () => {
    // A returning buyer's /download on a slow phone: the entry's code check has answered before the page drew, the
    // latest document's status not yet. The page draws 'checking', takes both calls rather than asking again, and
    // shows the document once the status arrives (returning.spec.ts holds the same under load in Chromium).
    localStorage.setItem('documentCode', 'ABCD2345');
    let answerStatus: () => void = () => undefined;
    const statusHeld = new Promise<void>((resolve) => {
      answerStatus = resolve;
    });
    const fetchMock = mockApi({
      '/api/validate-document-code': validWithLatest('job-7'),
      '/api/generation-status': async () => {
        await statusHeld;
        return finishedJob('job-7')();
      },
      '/api/get-credit-info': creditInfo(5),
      '/api/clear-document-data': () => ({ body: { success: true } }),
      '/api/list-documents': () => ({ body: { documents: [] } }),
    });
    window.history.replaceState(null, '', '/download');
    startEarlyRequests();
    await waitFor(() => expect(callsTo(fetchMock, '/api/generation-status')).toHaveLength(1));
    renderApp('/download');
    expect(await screen.findByText('Checking your document...')).toBeInTheDocument();
    answerStatus();
    expect(await screen.findByRole('button', { name: 'Download Word Document' })).toBeInTheDocument();
    expect(screen.getByTestId('document-version')).toHaveTextContent('Version 1');
    expect(callsTo(fetchMock, '/api/validate-document-code'), 'the page took the early answers').toHaveLength(1);
    expect(callsTo(fetchMock, '/api/generation-status')).toHaveLength(1);
  });

  it('on a phone saves the named Word file from this page and opens no tab (issue 24)', async () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    localStorage.setItem('generationJobId', 'job-1');
    mockMatchMedia((query) => query.includes('max-width: 767px'));
    const open = vi.spyOn(window, 'open');
    const names = captureDownloads();
    mockApi({
      '/api/generation-status': finishedJob(),
      '/api/get-credit-info': creditInfo(5),
      '/api/clear-document-data': () => ({ body: { success: true } }),
      '/api/download-document': () => ({
        raw: 'PK',
        headers: { 'Content-Disposition': 'attachment; filename="Non-Disclosure-Agreement-Acme-Widgets.docx"' },
      }),
    });
    const { user } = renderApp('/download');
    // The phone is told where the file goes; the button says what it does.
    expect(await screen.findByText(/saves to your phone\u2019s downloads/)).toBeInTheDocument();
    expect(screen.queryByText(/new tab/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download Word Document' }));
    expect(await screen.findByText('Word Document Ready')).toBeInTheDocument();
    expect(screen.getByText('Your Word file is in your downloads.')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(names).toEqual(['Non-Disclosure-Agreement-Acme-Widgets.docx']);
  });
});

describe('Content-Disposition parsing', () => {
  it.each([
    ['attachment; filename="A-B.docx"', 'A-B.docx'],
    ['attachment; filename=A-B.docx', 'A-B.docx'],
    ["attachment; filename=\"x.docx\"; filename*=UTF-8''Caf%C3%A9-NDA.docx", 'Café-NDA.docx'],
    ['attachment', null],
    [null, null],
  ])('%s -> %s', (header, expected) => {
    expect(fileNameFromContentDisposition(header)).toBe(expected);
  });

  it('lists the review notes that came with the document', async () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    localStorage.setItem('generationJobId', 'job-7');
    const fetchMock = mockApi({
      '/api/get-credit-info': creditInfo(4),
      '/api/clear-document-data': () => ({ body: { success: true } }),
      '/api/generation-status': () => ({
        body: {
          jobId: 'job-7', status: 'succeeded', stage: 'done', progress: 100,
          message: 'Document successfully generated!', provider: 'offline', usedFallback: false, error: null,
          fileName: 'x.docx', creditsRemaining: 4,
          reviewNotes: ['Non-compete requested but left out: void in California.', 'Fill in every blank line.'],
        },
      }),
    });
    renderApp('/download');
    expect(
      await screen.findByRole('heading', { name: 'What we adapted, and what to check with an attorney' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Non-compete requested but left out: void in California.')).toBeInTheDocument();
    expect(screen.getByText('Fill in every blank line.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/generation-status')[0].body).toEqual({ jobId: 'job-7' });
  });
});
