import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '@/testing/test-utils';

const IN_A_WEEK = new Date(Date.now() + 7 * 86_400_000).toISOString();

describe("/nda: the price on a phone's first screen (issue 24)", () => {
  it('says $19 one-time right under the intro, before the video and the wizard', () => {
    mockApi({});
    renderApp('/nda');
    const price = screen.getByTestId('nda-phone-price');
    expect(price).toHaveTextContent('$19 one-time · 6 credits for 30 days · 30-day money-back guarantee');
    const intro = screen.getByText(/Protect your ideas/);
    const wizard = screen.getByRole('heading', { level: 2, name: 'Tell us about your business' });
    // Document order: intro, price, then the rest of the hero and the wizard.
    expect(intro.compareDocumentPosition(price) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(price.compareDocumentPosition(wizard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says it in credits while the browser holds a code with credits', async () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    mockApi({
      '/api/get-credit-info': () => ({
        body: { creditsTotal: 6, creditsUsed: 2, creditsRemaining: 4, expiresAt: IN_A_WEEK },
      }),
    });
    renderApp('/nda');
    await waitFor(() =>
      expect(screen.getByTestId('nda-phone-price')).toHaveTextContent(
        'Your NDA: 1 credit of your 4 with your document code · no new payment',
      ),
    );
    expect(screen.getByTestId('nda-phone-price')).not.toHaveTextContent('$19');
  });
});
