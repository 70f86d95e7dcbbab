import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { applySiteConfig } from '@/config/site';
import { browserNavigation } from '@/lib/navigation';
import { callsTo, mockApi, renderApp, type Handler } from '@/testing/test-utils';

const CHECKOUT_URL = 'https://checkout.example/session/cs_1';
const checkoutOk: Handler = () => ({ body: { url: CHECKOUT_URL, code: 'ABCD2345' } });
const IN_A_WEEK = new Date(Date.now() + 7 * 86_400_000).toISOString();
const creditInfo =
  (creditsRemaining: number): Handler =>
  () => ({ body: { creditsTotal: 6, creditsUsed: 6 - creditsRemaining, creditsRemaining, expiresAt: IN_A_WEEK } });

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const button = (name: string | RegExp) => screen.getByRole('button', { name });

type User = ReturnType<typeof renderApp>['user'];

async function fillStep1(user: User, name = 'Acme Widgets') {
  await user.type(screen.getByLabelText(/Business Name/), name);
  await user.click(button('Continue'));
  await stepHeading('Additional details');
}

async function fillStep2(user: User) {
  await user.selectOptions(screen.getByLabelText(/Business Type/), 'Limited Liability Company (LLC)');
  await user.selectOptions(screen.getByLabelText(/Industry/), 'Technology');
  await user.selectOptions(screen.getByLabelText(/State\/Jurisdiction/), 'Texas');
  await user.click(button('Continue'));
  await stepHeading('Review & Generate');
}

async function reachReview(user: User) {
  await fillStep1(user);
  await fillStep2(user);
}

const termsCheckbox = () => screen.getByRole('checkbox');

describe('/nda: the landing page', () => {
  it('opens on step 1 with the hero, the numbered progress, the trust strip, the sample and the protection cards', async () => {
    mockApi({});
    renderApp('/nda');
    expect(screen.getByRole('heading', { level: 1, name: 'Need a Professional NDA Fast?' })).toBeInTheDocument();
    expect(await stepHeading('Tell us about your business')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    const progress = screen.getByRole('list', { name: 'Progress' });
    expect(within(progress).getAllByRole('listitem')).toHaveLength(3);
    expect(within(progress).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');

    const trust = screen.getByRole('list', { name: 'Why businesses choose us' });
    // The local server drafts with its clause library: the strip claims no AI (issue 24).
    for (const label of ['Clause-Library Documents', 'Immediate Access', 'State-Specific', 'Legally Sound']) {
      expect(within(trust).getByText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Professional NDA Protection' })).toBeInTheDocument();
    for (const card of ['Personalized Protection', 'Immediate Access', 'Legally Sound Documents']) {
      expect(screen.getByRole('heading', { level: 3, name: card })).toBeInTheDocument();
    }
    expect(button('View Full Sample')).toBeInTheDocument();
    // No video is configured in tests: the poster stands in.
    expect(screen.getByRole('img', { name: /non-disclosure agreement as a Word document/ })).toBeInTheDocument();
  });
});

describe('/nda: the selling copy names who drafts (issue 24)', () => {
  it.each([
    ['ai', 'AI-Crafted Documents'],
    ['clause-library', 'Clause-Library Documents'],
  ])('with drafter %s the trust strip says %s, and the hero is true of either', async (drafter, crafted) => {
    applySiteConfig({ brandName: 'LegalDraft', drafter });
    mockApi({});
    renderApp('/nda');
    const trust = await screen.findByRole('list', { name: 'Why businesses choose us' });
    expect(within(trust).getByText(crafted)).toBeInTheDocument();
    const hero = screen.getByText(/Protect your ideas/);
    expect(hero).toHaveTextContent('a non-disclosure agreement drafted for your business');
    expect(hero.textContent).not.toMatch(/AI|clause library/);
  });
});

describe('/nda: the intro video is run-time configuration', () => {
  it('embeds the configured player, and shows the poster when none is configured', async () => {
    applySiteConfig({ brandName: 'LegalDraft', introVideoUrl: 'https://player.vimeo.com/video/76979871' });
    mockApi({});
    const { unmount } = renderApp('/nda');
    const frame = await screen.findByTitle(/video/i);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/player\.vimeo\.com\/video\/76979871/);
    unmount();

    applySiteConfig({ brandName: 'LegalDraft', introVideoUrl: 'http://player.vimeo.com/video/76979871' });
    renderApp('/nda');
    expect(await screen.findByRole('img', { name: /non-disclosure agreement as a Word document/ })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('/nda: the wizard', () => {
  it('step 1 refuses to continue without a business name (whitespace counts as empty)', async () => {
    mockApi({});
    const { user } = renderApp('/nda');
    await user.click(button('Continue'));
    expect(await screen.findByText('Business name required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your business name to continue.')).toBeInTheDocument();
    const name = screen.getByLabelText(/Business Name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();

    await user.type(name, '   ');
    await user.click(button('Continue'));
    expect(screen.getByRole('heading', { level: 2, name: 'Tell us about your business' })).toBeInTheDocument();
  });

  it('step 2 refuses to continue until business type, industry and state are chosen', async () => {
    mockApi({});
    const { user } = renderApp('/nda');
    await fillStep1(user);
    // The step-1-only blocks are gone.
    expect(screen.queryByRole('heading', { name: 'Professional NDA Protection' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Why businesses choose us' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Additional details' })).toHaveFocus();

    await user.click(button('Continue'));
    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(screen.getByText('Please select your business type, industry, and state to continue.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Business Type/)).toHaveFocus();

    await user.selectOptions(screen.getByLabelText(/Business Type/), 'Corporation');
    await user.selectOptions(screen.getByLabelText(/Industry/), 'Retail');
    expect(screen.getByLabelText(/Business Type/)).not.toHaveAttribute('aria-invalid');
    await user.click(button('Continue'));
    expect(screen.getByRole('heading', { level: 2, name: 'Additional details' })).toBeInTheDocument();
    expect(screen.getByLabelText(/State\/Jurisdiction/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please select a state/jurisdiction')).toBeInTheDocument();
  });

  it('Back returns one step and keeps what was entered', async () => {
    mockApi({});
    const { user } = renderApp('/nda');
    await reachReview(user);
    await user.click(button('Back'));
    await stepHeading('Additional details');
    expect(screen.getByLabelText(/Industry/)).toHaveValue('Technology');
    await user.click(button('Back'));
    await stepHeading('Tell us about your business');
    expect(screen.getByLabelText(/Business Name/)).toHaveValue('Acme Widgets');
    expect(screen.getByRole('heading', { name: 'Professional NDA Protection' })).toBeInTheDocument();
  });

  it('step 3 sums up the order under the NDA preset, with the banner, package, price and the terms hint', async () => {
    mockApi({});
    const { user } = renderApp('/nda');
    await reachReview(user);

    const wizard = screen.getByRole('region', { name: 'Review & Generate' });
    expect(within(wizard).getByText('Try Risk-Free')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Your NDA' });
    const rows = Object.fromEntries(
      within(summary)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(rows).toEqual({
      'Document Type': 'Non-Disclosure Agreement',
      Format: 'Microsoft Word .docx',
      'Business Name': 'Acme Widgets',
      'Business Type': 'Limited Liability Company (LLC)',
      Industry: 'Technology',
      'State/Jurisdiction': 'Texas',
      'Protection Level': 'Comprehensive',
    });
    expect(screen.getByText('$19')).toBeInTheDocument();
    expect(screen.getByText(/6 document credits, custom clauses and priority support/)).toBeInTheDocument();
    expect(screen.getByText(/within 30 days/)).toBeInTheDocument();
    expect(screen.getByText('Required to continue')).toBeInTheDocument();
    expect(within(wizard).getByRole('link', { name: 'Terms of Service (opens in a new tab)' })).toHaveAttribute('href', '/terms');
    expect(within(wizard).getByRole('link', { name: 'Privacy Policy (opens in a new tab)' })).toHaveAttribute('href', '/privacy');
    expect(within(wizard).getByRole('link', { name: 'Disclaimer (opens in a new tab)' })).toHaveAttribute('href', '/disclaimer');
    expect(screen.queryByTestId('nda-error-box')).not.toBeInTheDocument();
    expect(button('Generate Document - $19')).toBeEnabled();
  });

  it('checkout without the terms shows the highlighted prompt; ticking it removes the highlight', async () => {
    const fetchMock = mockApi({ '/api/create-checkout': checkoutOk });
    const { user } = renderApp('/nda');
    await reachReview(user);
    await user.click(button('Generate Document - $19'));

    expect(await screen.findByText('Agreement required')).toBeInTheDocument();
    const prompt = screen.getByTestId('terms-agreement');
    expect(prompt).toHaveAttribute('data-prompting');
    expect(within(prompt).getByText(/Please agree to our/)).toHaveTextContent(
      'Please agree to our Terms of Service and Privacy Policy to continue',
    );
    expect(termsCheckbox()).toHaveFocus();
    expect(callsTo(fetchMock, '/api/create-checkout')).toHaveLength(0);

    await user.click(termsCheckbox());
    expect(screen.getByTestId('terms-agreement')).not.toHaveAttribute('data-prompting');
    expect(screen.queryByText('Required to continue')).not.toBeInTheDocument();
    expect(termsCheckbox()).toBeChecked();
    expect(termsCheckbox()).toHaveFocus();
  });

  it('checkout sends the NDA preset with the entered values and opens the payment page', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    // What the home form left in the draft that this page does not show must not reach the NDA.
    sessionStorage.setItem(
      'pendingDocumentData',
      JSON.stringify({ documentType: 'Privacy Policy', customInstructions: 'Mention our app.', specialClauses: ['data-protection'] }),
    );
    const fetchMock = mockApi({ '/api/create-checkout': checkoutOk });
    const { user } = renderApp('/nda');
    await reachReview(user);
    await user.click(termsCheckbox());
    await user.click(button('Generate Document - $19'));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    const [call] = callsTo(fetchMock, '/api/create-checkout');
    expect(call.body.pricingTier).toBe('$19');
    expect(call.body.documentData).toEqual({
      documentType: 'Non-Disclosure Agreement',
      businessName: 'Acme Widgets',
      businessType: 'Limited Liability Company (LLC)',
      stateJurisdiction: 'Texas',
      industry: 'Technology',
      protectionLevel: 'Comprehensive',
      specialClauses: ['non-compete', 'intellectual-property', 'enhanced-confidentiality'],
      customInstructions: '',
      pricingTier: '$19',
    });
    expect(button('Processing...')).toBeDisabled();
  });

  it('step 2 may say Mutual or One-way and the purpose; the summary shows them and checkout sends them', async () => {
    vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    // An answer given for another type on the home form does not ride along.
    sessionStorage.setItem('pendingDocumentData', JSON.stringify({ details: { annualPay: '90000', purpose: 'old' } }));
    const fetchMock = mockApi({ '/api/create-checkout': checkoutOk });
    const { user } = renderApp('/nda');
    await fillStep1(user);
    expect(screen.getByLabelText('Purpose of sharing information')).toHaveValue('old');
    await user.selectOptions(screen.getByLabelText('Mutual or one-way'), 'Mutual: both sides share');
    await user.clear(screen.getByLabelText('Purpose of sharing information'));
    await user.type(screen.getByLabelText('Purpose of sharing information'), 'exploring a joint product');
    await fillStep2(user);

    const summary = within(screen.getByRole('region', { name: 'Your NDA' }));
    expect(summary.getByText('Mutual: both sides share')).toBeInTheDocument();
    expect(summary.getByText('exploring a joint product')).toBeInTheDocument();
    await user.click(termsCheckbox());
    await user.click(button('Generate Document - $19'));
    await waitFor(() => expect(callsTo(fetchMock, '/api/create-checkout')).toHaveLength(1));
    expect(callsTo(fetchMock, '/api/create-checkout')[0].body.documentData.details).toEqual({
      mutuality: 'Mutual',
      purpose: 'exploring a joint product',
    });
  });

  it('a checkout failure shows in the red box and the button is usable again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The first checkout is refused by the server, the second fails in the network. Keyed by the call, so the form's
    // other calls (the plan of what the document will include) never take a failure meant for the checkout.
    let checkouts = 0;
    mockApi({
      '/api/create-checkout': () => {
        checkouts += 1;
        if (checkouts > 1) throw new TypeError('Failed to fetch');
        return { status: 502, body: { error: 'The payment service is unavailable.', code: 'upstream' } };
      },
    });
    const { user } = renderApp('/nda');
    await reachReview(user);
    await user.click(termsCheckbox());
    await user.click(button('Generate Document - $19'));

    const box = await screen.findByTestId('nda-error-box');
    expect(box).toHaveTextContent('The payment service is unavailable.');
    expect(within(box).getByText('Checkout Error')).toBeInTheDocument();
    expect(await screen.findByText('Unable to create checkout session. Please try again.')).toBeInTheDocument();
    expect(button('Generate Document - $19')).toBeEnabled();

    // A network failure without a server sentence gets the spec's wording.
    await user.click(button('Generate Document - $19'));
    await waitFor(() =>
      expect(screen.getByTestId('nda-error-box')).toHaveTextContent('Network error. Please check your connection'),
    );
  });
});

describe('/nda: a returning buyer with a held code', () => {
  it.each([
    [1, 'Generate with your code — your last credit', 'your last credit'],
    [5, 'Generate with your code — 1 credit of your 5', '1 credit of your 5'],
  ])('with %i credit(s) left the button drafts with the code instead of checkout', async (credits, label, cost) => {
    localStorage.setItem('documentCode', 'ABCD2345');
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const fetchMock = mockApi({
      '/api/get-credit-info': creditInfo(credits),
      '/api/save-document-data': () => ({ body: { saved: true } }),
      '/api/validate-document-code': () => ({ body: { isValid: false, documentCode: null, error: 'stop here' } }),
    });
    const { user, router } = renderApp('/nda');
    await reachReview(user);
    expect(await screen.findByRole('button', { name: label })).toBeInTheDocument();
    // The review step says what it costs in credits, and no price in dollars shows.
    expect(screen.getByTestId('held-code-note')).toHaveTextContent(`Drafting this NDA uses ${cost}: no new payment.`);
    expect(screen.queryByText('$19')).not.toBeInTheDocument();
    expect(screen.getByText(`With your document code: ${cost}, no new payment`)).toBeInTheDocument();
    expect(screen.queryByText('$19 one-time, 30-day money-back guarantee')).not.toBeInTheDocument();
    // The code is named, with the way out of it.
    expect(await screen.findByTestId('held-code-banner')).toHaveTextContent("You're using document code ABCD2345");
    expect(screen.getByRole('button', { name: 'Sign out of this code' })).toBeInTheDocument();

    await user.click(button(label));
    expect(await screen.findByText('Agreement required')).toBeInTheDocument();
    await user.click(termsCheckbox());
    await user.click(button(label));

    await waitFor(() => expect(router.state.location.pathname).toBe('/generate'));
    const [save] = callsTo(fetchMock, '/api/save-document-data');
    expect(save.headers['x-document-code']).toBe('ABCD2345');
    expect(save.body.documentData).toMatchObject({
      documentType: 'Non-Disclosure Agreement',
      businessName: 'Acme Widgets',
      specialClauses: ['non-compete', 'intellectual-property', 'enhanced-confidentiality'],
    });
    expect(callsTo(fetchMock, '/api/create-checkout')).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });

  it('a spent code leaves the ordinary checkout', async () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    const fetchMock = mockApi({ '/api/get-credit-info': creditInfo(0) });
    const { user } = renderApp('/nda');
    await reachReview(user);
    await waitFor(() => expect(callsTo(fetchMock, '/api/get-credit-info')).toHaveLength(1));
    expect(button('Generate Document - $19')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Generate with your code/ })).not.toBeInTheDocument();
  });

  it('a code refused when drafting shows why in the red box', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('documentCode', 'ABCD2345');
    mockApi({
      '/api/get-credit-info': creditInfo(2),
      '/api/save-document-data': () => ({
        status: 403,
        body: { error: 'This document code has expired. Credits are valid for 30 days after payment.', code: 'code_expired' },
      }),
    });
    const { user, router } = renderApp('/nda');
    await reachReview(user);
    await user.click(termsCheckbox());
    await user.click(await screen.findByRole('button', { name: /Generate with your code/ }));
    expect(await screen.findByTestId('nda-error-box')).toHaveTextContent('This document code has expired.');
    expect(router.state.location.pathname).toBe('/nda');
  });
});

describe('/nda: the full sample', () => {
  it('View Full Sample opens the NDA sample in a dialog that Escape closes', async () => {
    const fetchMock = mockApi({
      '/api/generate-sample-document': () => ({
        body: { document: '# Non-Disclosure Agreement\n\n## 1. Purpose\n\nThe **Disclosing Party** shares Confidential Information.' },
      }),
    });
    const { user } = renderApp('/nda');
    const opener = await screen.findByRole('button', { name: 'View Full Sample' });
    await user.click(opener);

    // The dialog's code loads on this first click.
    const dialog = await screen.findByRole('dialog', { name: 'Complete Sample NDA - Preview Only' }, { timeout: 5000 });
    expect(await within(dialog).findByText(/shares Confidential Information/)).toBeInTheDocument();
    expect(within(dialog).getAllByText('SAMPLE - NOT FOR USE').length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, '/api/generate-sample-document')[0].body).toEqual({ documentType: 'nda' });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
