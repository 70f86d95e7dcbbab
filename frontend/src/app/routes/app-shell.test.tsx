import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { applySiteConfig } from '@/config/site';
import { GCLID_TTL_MS, getStoredGclid } from '@/lib/gclid';
import { renderApp } from '@/testing/test-utils';

/** The refund request inside the header's 'Try Risk-Free' explanation (opened first). */
async function refundLink(user: ReturnType<typeof renderApp>['user']) {
  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Try Risk-Free' }));
  const explanation = await screen.findByRole('dialog', {}, { timeout: 5000 });
  return within(explanation).getByRole('link', { name: /refund/ });
}

describe('app shell', () => {
  it('shows the 404 page and logs the missing path', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/no-such-page');
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('404'), '/no-such-page');
  });

  it("has the brand link, 'Try Risk-Free' with the refund mail link inside it, and the footer disclaimer", async () => {
    const { user } = renderApp('/about');
    expect(screen.getByRole('link', { name: /LegalDraft/ })).toHaveAttribute('href', '/');
    const refund = await refundLink(user);
    expect(refund.getAttribute('href')).toMatch(/^mailto:.+\?subject=Refund%20Request/);
    expect(screen.getByTestId('footer-disclaimer')).toHaveTextContent(/not a law firm/);
    expect(screen.getByTestId('footer-disclaimer')).toHaveTextContent(/does not provide legal advice/);
  });

  it("shows the configured brand and support address, and the page's title carries the brand", async () => {
    applySiteConfig({ brandName: 'Acme Docs', supportEmail: 'help@acme.example' });
    const { user } = renderApp('/about');
    expect(screen.getByRole('link', { name: /Acme Docs/ })).toHaveAttribute('href', '/');
    expect((await refundLink(user)).getAttribute('href')).toMatch(/^mailto:help@acme\.example\?/);
    expect(screen.getByTestId('footer-disclaimer')).toHaveTextContent(/Acme Docs is not a law firm/);
    await vi.waitFor(() => expect(document.title).toBe('About Us | Acme Docs'));
    expect(screen.queryByText(/LegalDraft/)).not.toBeInTheDocument();
  });

  it('without a known support address, the refund link leads to the contact page', async () => {
    applySiteConfig({});
    const { user } = renderApp('/about');
    expect(await refundLink(user)).toHaveAttribute('href', '/contact');
  });

  it('keeps gclid from any page for 90 days', () => {
    const before = Date.now();
    renderApp('/terms?gclid=abc123');
    expect(localStorage.getItem('gclid')).toBe('abc123');
    const expiry = Number(localStorage.getItem('gclidExpiry'));
    expect(expiry).toBeGreaterThanOrEqual(before + GCLID_TTL_MS);
    expect(getStoredGclid(expiry + 1)).toBeNull();
    expect(localStorage.getItem('gclid')).toBeNull();
  });
});

describe('returning from a cancelled checkout', () => {
  it('pre-fills the form from the data kept at checkout', () => {
    sessionStorage.setItem(
      'pendingDocumentData',
      JSON.stringify({ documentType: 'Privacy Policy', businessName: 'Acme Widgets', stateJurisdiction: 'Ohio' }),
    );
    renderApp('/');
    expect(screen.getByLabelText('Business Name')).toHaveValue('Acme Widgets');
    expect(screen.getByLabelText('Document Type')).toHaveValue('Privacy Policy');
    expect(screen.getByRole('combobox', { name: 'State/Jurisdiction' })).toHaveTextContent('Ohio');
  });
});
