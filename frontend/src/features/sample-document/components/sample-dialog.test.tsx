import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi } from '@/testing/test-utils';
import type { SampleDocumentType } from '../sample-types';
import { SampleDialog } from './sample-dialog';

const SAMPLE = '# Non-Disclosure Agreement\n\n## 1. Purpose\n\nThe **Receiving Party** keeps Confidential Information secret.';

function Page({ documentType = 'nda' }: { documentType?: SampleDocumentType }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        View Full Sample
      </button>
      <SampleDialog documentType={documentType} open={open} onOpenChange={setOpen} />
    </>
  );
}

function renderPage(documentType?: SampleDocumentType) {
  const user = userEvent.setup();
  render(
    <ChakraProvider value={defaultSystem}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Page documentType={documentType} />
      </SWRConfig>
    </ChakraProvider>,
  );
  return { user, opener: screen.getByRole('button', { name: 'View Full Sample' }) };
}

describe('SampleDialog', () => {
  it('loads nothing until opened, then shows the sample under the watermark with focus kept inside', async () => {
    const fetchMock = mockApi({ '/api/generate-sample-document': () => ({ body: { document: SAMPLE } }) });
    const { user, opener } = renderPage();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Complete Sample NDA - Preview Only' });
    expect(within(dialog).getByText('Sample Only')).toBeInTheDocument();
    const article = await within(dialog).findByRole('article', { name: 'Complete Sample NDA - Preview Only' });
    expect(within(article).getByText('SAMPLE - NOT FOR USE')).toBeInTheDocument();
    expect(within(article).getByText('Receiving Party').tagName).toBe('STRONG');
    expect(callsTo(fetchMock, '/api/generate-sample-document')).toEqual([
      { body: { documentType: 'nda' }, headers: expect.any(Object) },
    ]);

    // Focus is trapped: tabbing around never leaves the dialog.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('closes with Escape and with Close, gives focus back, and reopens without loading again', async () => {
    const fetchMock = mockApi({ '/api/generate-sample-document': () => ({ body: { document: SAMPLE } }) });
    const { user, opener } = renderPage();
    await user.click(opener);
    await screen.findByText(/keeps Confidential Information secret/);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());

    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/keeps Confidential Information secret/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, '/api/generate-sample-document')).toHaveLength(1);
  });

  it('shows the error with Try Again, which asks again', async () => {
    let calls = 0;
    mockApi({
      '/api/generate-sample-document': () => {
        calls += 1;
        return calls === 1
          ? { status: 503, body: { error: 'The sample service is busy.', code: 'unavailable' } }
          : { body: { document: SAMPLE } };
      },
    });
    const { user, opener } = renderPage();
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Error: The sample service is busy.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByText(/keeps Confidential Information secret/)).toBeInTheDocument();
  });

  it('names other types in full', async () => {
    mockApi({ '/api/generate-sample-document': () => ({ body: { document: SAMPLE } }) });
    const { user, opener } = renderPage('tos');
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Complete Sample Terms of Service - Preview Only' })).toBeInTheDocument();
  });
});
