import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, renderApp } from '@/testing/test-utils';
import { downloadPageApi, listedDocument } from '@/testing/listed-document';

const document = (jobId: string, overrides: Record<string, unknown> = {}) =>
  listedDocument(jobId, { reviewNotes: ['Confirm the purpose.'], ...overrides });

function openDownloadPage(documents: unknown[] | { status: number }) {
  localStorage.setItem('documentCode', 'ABCD2345');
  localStorage.setItem('generationJobId', 'job-2');
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const fetchMock = mockApi(
    downloadPageApi('job-2', {
      '/api/list-documents': () =>
        Array.isArray(documents)
          ? { body: { documents } }
          : { status: documents.status, body: { error: 'The service is temporarily unavailable.', code: 'x' } },
      '/api/download-document': () => ({
        raw: 'PK',
        headers: { 'Content-Disposition': 'attachment; filename="Employment-Agreement-Lone-Star-Bakery.docx"' },
      }),
    }),
  );
  return { fetchMock, ...renderApp('/download') };
}

describe("'Your documents' on /download", () => {
  it('lists every document of the code, marks the one opened, and downloads an older one for free', async () => {
    const { fetchMock, user } = openDownloadPage([
      document('job-2', {
        title: 'Employment Agreement',
        businessName: 'Lone Star Bakery',
        state: 'Texas',
        createdAt: '2026-11-21T09:30:00Z',
        reviewNotes: [],
      }),
      document('job-1'),
    ]);
    const list = await screen.findByRole('region', { name: 'Your documents' });
    // Each document is an item named by its title (its review notes are items of their own list inside it).
    const entries = await within(list).findAllByRole('listitem', { name: /—/ });
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Employment Agreement — Lone Star Bakery');
    expect(entries[0]).toHaveTextContent('Texas · Made November 21, 2026');
    expect(within(entries[0]).getByText('This document')).toBeInTheDocument();
    expect(within(entries[1]).queryByText('This document')).not.toBeInTheDocument();
    expect(within(entries[1]).getByText('Version 1')).toBeInTheDocument();
    expect(within(entries[1]).getByText('Review notes (1)')).toBeInTheDocument();

    await user.click(within(entries[1]).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Document Downloaded')).toBeInTheDocument();
    const [download] = callsTo(fetchMock, '/api/download-document');
    expect(download.body).toEqual({ jobId: 'job-1' });
    expect(callsTo(fetchMock, '/api/list-documents')[0].headers['x-document-code']).toBe('ABCD2345');
  });

  it('says so when the list cannot be loaded, and the page still downloads the document', async () => {
    openDownloadPage({ status: 503 });
    expect(await screen.findByText(/Your documents could not be listed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Word Document' })).toBeEnabled();
  });

  it('marks a revision with the version it revises, lists what it changed, and downloads its redline', async () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    localStorage.setItem('generationJobId', 'job-1');
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const fetchMock = mockApi(
      downloadPageApi('job-1', {
        '/api/list-documents': () => ({
          body: {
            documents: [
              document('job-3', {
                version: 2,
                parentJobId: 'job-1',
                hasRedline: true,
                changes: [{ section: 'Term', changes: ['Changed “two (2) years” to “three (3) years”'] }],
              }),
              document('job-1', { hasRedline: false, changes: [] }),
            ],
          },
        }),
        // No file name from the server: the files are named after the listed document, with the revision's version.
        '/api/download-document': () => ({ raw: 'PK' }),
      }),
    );
    const { user } = renderApp('/download');
    const list = await screen.findByRole('region', { name: 'Your documents' });
    const [revision, parent] = await within(list).findAllByRole('listitem', { name: /—/ });
    expect(within(revision).getByText('Version 2')).toBeInTheDocument();
    expect(within(revision).getByText('Revision of version 1')).toBeInTheDocument();
    expect(within(revision).getByText('What changed (1 section)')).toBeInTheDocument();
    expect(within(revision).getByText('Changed “two (2) years” to “three (3) years”')).toBeInTheDocument();
    expect(within(parent).queryByText(/Revision of/)).not.toBeInTheDocument();
    expect(within(parent).queryByRole('button', { name: /redline/ })).not.toBeInTheDocument();
    // The page's own document is version 1: no redline button outside the list either.
    expect(screen.getAllByRole('button', { name: 'Download the redline (tracked changes)' })).toHaveLength(1);

    await user.click(within(revision).getByRole('button', { name: 'Download the redline (tracked changes)' }));
    await waitFor(() => expect(names).toEqual(['Non-Disclosure-Agreement-Acme-Widgets-v2-redline.docx']));
    await user.click(within(revision).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(names.at(-1)).toBe('Non-Disclosure-Agreement-Acme-Widgets-v2.docx'));
    await user.click(within(parent).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(names.at(-1)).toBe('Non-Disclosure-Agreement-Acme-Widgets.docx'));
    expect(callsTo(fetchMock, '/api/download-document').map((call) => call.body)).toEqual([
      { jobId: 'job-3', redline: true },
      { jobId: 'job-3' },
      { jobId: 'job-1' },
    ]);
  });
});
