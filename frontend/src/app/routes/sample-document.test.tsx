import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEarlyRequests } from '@/app/early-requests';
import { browserNavigation } from '@/lib/navigation';
import { callsTo, mockApi, renderApp } from '@/testing/test-utils';

const SAMPLE = '/api/generate-sample-document';

const NDA_MARKDOWN = [
  '# Mutual Non-Disclosure Agreement',
  'This **Mutual Non-Disclosure Agreement** is made by Sample Company.',
  '## 1. Confidential Information',
  '### 1.1 Definition',
  '"Confidential Information" means <img src=x onerror="alert(1)"> and \\*starred\\* terms.',
  '## Signatures',
  '**Disclosing Party:** Sample Company',
].join('\n\n');

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('sample document page', () => {
  it('shows the title, the Sample Only tag and the loading spinner while the sample loads', async () => {
    const fetchMock = mockApi({ [SAMPLE]: () => new Promise(() => {}) });
    renderApp('/sample-document/tos');
    expect(screen.getByRole('heading', { level: 1, name: 'Sample Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText('Sample Only')).toBeInTheDocument();
    expect(await screen.findByText('Loading sample document...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
    await waitFor(() => expect(callsTo(fetchMock, SAMPLE)).toEqual([{ body: { documentType: 'tos' }, headers: expect.any(Object) }]));
  });

  it('shows the sample as text under the watermark, with the call to action', async () => {
    const fetchMock = mockApi({ [SAMPLE]: () => ({ body: { document: NDA_MARKDOWN } }) });
    const { container } = renderApp('/sample-document/nda');
    expect(screen.getByRole('heading', { level: 1, name: 'Sample Non-Disclosure Agreement' })).toBeInTheDocument();

    const article = await screen.findByRole('article', { name: 'Sample Non-Disclosure Agreement' });
    expect(screen.queryByText('Loading sample document...')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, SAMPLE)[0].body).toEqual({ documentType: 'nda' });

    // Markdown read as text: headings are headings, bold is bold, no markup characters left.
    expect(within(article).getByRole('heading', { level: 2, name: 'Mutual Non-Disclosure Agreement' })).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 3, name: '1. Confidential Information' })).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 4, name: '1.1 Definition' })).toBeInTheDocument();
    expect(within(article).getByText('Mutual Non-Disclosure Agreement', { selector: 'strong' })).toBeInTheDocument();
    expect(within(article).getByText('Disclosing Party:', { selector: 'strong' })).toBeInTheDocument();
    expect(article).not.toHaveTextContent('**');
    expect(article).not.toHaveTextContent('#');
    expect(article).toHaveTextContent('and *starred* terms.');
    // HTML in the text stays text.
    expect(article).toHaveTextContent('<img src=x onerror="alert(1)">');
    expect(container.querySelector('img')).toBeNull();

    const watermark = within(article).getByTestId('sample-watermark');
    expect(within(watermark).getAllByText('SAMPLE - NOT FOR USE').length).toBeGreaterThan(0);

    expect(screen.getByRole('heading', { name: 'Want a customized version of this document?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Generate Custom Document' })).toHaveAttribute('href', '/');
  });

  it('says the type is invalid without calling the server', async () => {
    const fetchMock = mockApi({});
    renderApp('/sample-document/lease');
    expect(await screen.findByText('Error: Invalid document type')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.queryByText('Loading sample document...')).not.toBeInTheDocument();
    expect(await screen.findByText('Error loading sample document. Please try again.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server message with Try Again, which reloads the page', async () => {
    const reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => {});
    mockApi({
      [SAMPLE]: () => ({ status: 500, body: { error: 'The sample could not be drafted.', code: 'internal' } }),
    });
    const { user } = renderApp('/sample-document/employment');
    expect(screen.getByRole('heading', { level: 1, name: 'Sample Employment Agreement' })).toBeInTheDocument();
    expect(await screen.findByText('Error: The sample could not be drafted.')).toBeInTheDocument();
    expect(await screen.findByText('Error loading sample document. Please try again.')).toBeInTheDocument();
    expect(screen.queryByTestId('sample-watermark')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says the sample failed to load when no document comes back', async () => {
    mockApi({ [SAMPLE]: () => ({ body: { document: '   ' } }) });
    renderApp('/sample-document/privacy');
    expect(await screen.findByText('Error: Failed to load sample document')).toBeInTheDocument();
  });

  it('is linked from the footer for the four document types', () => {
    mockApi({ [SAMPLE]: () => new Promise(() => {}) });
    renderApp('/about');
    const documents = screen.getByRole('navigation', { name: 'Documents' });
    expect(within(documents).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/sample-document/nda',
      '/sample-document/tos',
      '/sample-document/privacy',
      '/sample-document/freelance',
    ]);
  });
});

describe('the sample asked for while the app loads (app/early-requests.ts)', () => {
  // The files share one window (vite.config.ts `isolate: false`): the address goes back to where the others expect it.
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('asks for the page’s sample once, before the page draws, and the page shows that answer', async () => {
    const fetchMock = mockApi({ [SAMPLE]: () => ({ body: { document: NDA_MARKDOWN } }) });
    window.history.replaceState(null, '', '/sample-document/nda');
    startEarlyRequests();
    expect(callsTo(fetchMock, SAMPLE).map((call) => call.body)).toEqual([{ documentType: 'nda' }]);

    renderApp('/sample-document/nda');
    const article = await screen.findByRole('article', { name: 'Sample Non-Disclosure Agreement' });
    expect(article).toHaveTextContent('made by Sample Company');
    expect(callsTo(fetchMock, SAMPLE), 'the page took the early answer').toHaveLength(1);
  });

  it('asks nothing for a type that is not a sample, nor on other pages', () => {
    const fetchMock = mockApi({});
    for (const path of ['/sample-document/lease', '/sample-document/nda/extra', '/nda', '/']) {
      window.history.replaceState(null, '', path);
      startEarlyRequests();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
