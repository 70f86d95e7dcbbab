import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applySiteConfig } from '@/config/site';
import { renderApp } from '@/testing/test-utils';

const button = () => within(screen.getByRole('banner')).getByRole('button', { name: 'Try Risk-Free' });
const dialog = () => screen.findByRole('dialog', { name: '100% 30-Day Money-Back Guarantee' }, { timeout: 5000 });

describe("the header's 'Try Risk-Free'", () => {
  it('is a button that explains the guarantee, not a mail link', async () => {
    const { user } = renderApp('/about');
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: /Try Risk-Free/ })).not.toBeInTheDocument();
    expect(button()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button()).toHaveAttribute('aria-expanded', 'false');

    await user.click(button());
    const explanation = await dialog();
    expect(explanation).toHaveTextContent(
      'Within 30 days of your purchase, ask for a full refund, or keep your document and receive 3 additional document credits.',
    );
    expect(explanation).toHaveTextContent(/subject "Refund Request", your order ID \(your document code\)/);
    // The refund request is a link inside it, beside the terms.
    const refund = within(explanation).getByRole('link', { name: 'Email a refund request' });
    expect(refund.getAttribute('href')).toMatch(/^mailto:.+\?subject=Refund%20Request/);
    expect(within(explanation).getByRole('link', { name: 'Read the payment terms' })).toHaveAttribute('href', '/terms');
    // Focus starts on the title, not on the refund link (moved there once the popover has opened, a frame later).
    const title = within(explanation).getByRole('heading', { name: '100% 30-Day Money-Back Guarantee' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(button()).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens from the keyboard, closes with Escape and gives focus back to the button', async () => {
    const { user } = renderApp('/about');
    button().focus();
    await user.keyboard('{Enter}');
    const explanation = await dialog();
    await waitFor(() => expect(within(explanation).getByRole('heading')).toHaveFocus());

    await user.tab();
    expect(within(explanation).getByRole('link', { name: 'Email a refund request' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button()).toHaveFocus());
    expect(button()).toHaveAttribute('aria-expanded', 'false');

    // And again, now that its code is here.
    await user.keyboard('{Enter}');
    expect(await dialog()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button()).toHaveFocus());
  });

  it('carries the held code as the order ID of the refund request', async () => {
    localStorage.setItem('documentCode', 'WXYZ6789');
    const { user } = renderApp('/about');
    await user.click(button());
    const refund = within(await dialog()).getByRole('link', { name: 'Email a refund request' });
    expect(decodeURIComponent(refund.getAttribute('href') ?? '')).toContain('Order ID: WXYZ6789');
  });

  it('without a known support address, sends the refund request through the contact page', async () => {
    applySiteConfig({});
    const { user, router } = renderApp('/about');
    await user.click(button());
    const refund = within(await dialog()).getByRole('link', { name: 'Ask for a refund on the contact page' });
    expect(refund).toHaveAttribute('href', '/contact');
    await user.click(refund);
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
