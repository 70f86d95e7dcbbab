import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '@/testing/test-utils';

describe("the sample page's 'Generate Custom Document'", () => {
  it.each([
    ['tos', 'Terms of Service'],
    ['employment', 'Employment Agreement'],
  ])('on /sample-document/%s opens the home form with %s chosen', async (slug, label) => {
    mockApi({ '/api/generate-sample-document': () => ({ body: { document: '# Sample\n\nText.' } }) });
    const { user, router } = renderApp(`/sample-document/${slug}`);
    await user.click(await screen.findByRole('link', { name: 'Generate Custom Document' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toEqual({ documentType: label, scrollToForm: true });
    await waitFor(() => expect(screen.getByLabelText('Document Type')).toHaveValue(label));
  });
});
