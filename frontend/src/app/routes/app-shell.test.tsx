import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { applySiteConfig } from '@/config/site';
import { GCLID_TTL_MS, getStoredGclid } from '@/lib/gclid';
import { renderApp } from '@/testing/test-utils';

describe('app shell', () => {
  it('shows the 404 page and logs the missing path', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/no-such-page');
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('404'), '/no-such-page');
  });

  it('has the brand link, the refund mail link and the footer disclaimer', () => {
    renderApp('/about');
    expect(screen.getByRole('link', { name: /LegalDraft/ })).toHaveAttribute('href', '/');
    const refund = screen.getByRole('link', { name: /Try Risk-Free/ });
    expect(refund.getAttribute('href')).toMatch(/^mailto:.+\?subject=Refund%20Request/);
    expect(screen.getByTestId('footer-disclaimer')).toHaveTextContent(/not a law firm/);
    expect(screen.getByTestId('footer-disclaimer')).toHaveTextContent(/does not provide legal advice/);
  });

  it("shows the configured brand and support address, and the page's title carries the brand", async () => {
    applySiteConfig({ brandName: 'Acme Docs', supportEmail: 'help@acme.example' });
    renderApp('/about');
    expect(screen.getByRole('link', { name: /Acme Docs/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /Try Risk-Free/ }).getAttribute('href')).toMatch(/^mailto:help@acme\.example\?/);
    expect(screen.getByTestId('footer-disclaimer')).toHaveTextContent(/Acme Docs is not a law firm/);
    await vi.waitFor(() => expect(document.title).toBe('About Us | Acme Docs'));
    expect(screen.queryByText(/LegalDraft/)).not.toBeInTheDocument();
  });

  it('without a known support address, the refund link leads to the contact page', () => {
    applySiteConfig({});
    renderApp('/about');
    expect(screen.getByRole('link', { name: /Try Risk-Free/ })).toHaveAttribute('href', '/contact');
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
