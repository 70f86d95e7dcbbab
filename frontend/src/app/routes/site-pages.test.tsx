import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applySiteConfig } from '@/config/site';
import retention from '@/generated/retention.json';
import { renderApp } from '@/testing/test-utils';
import { LOCAL_SITE_CONFIG } from '@/testing/site-config';

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });
const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;

describe('Terms of Service', () => {
  it('has the spec’s sections, its effective date and the links to the privacy policy and contact page', async () => {
    renderApp('/terms');
    expect(await h1('Terms of Service')).toBeInTheDocument();
    expect(screen.getByText('Effective date: 05/03/2025')).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      '1. Scope of the service',
      '2. Your obligations',
      '3. Payment terms',
      '4. Intellectual property',
      '5. Data protection',
      '6. Limitation of liability',
      '7. Disclaimers',
      '8. Governing law and arbitration',
      '9. Termination',
      '10. Force majeure',
      '11. Miscellaneous',
      '12. Contact',
    ]);
    expect(section('6. Limitation of liability')).toHaveTextContent(
      'capped at the amount you paid us in the twelve months before the event',
    );
    expect(screen.getAllByRole('link', { name: 'Privacy Policy' })[0]).toHaveAttribute('href', '/privacy-policy');
    expect(within(section('12. Contact')).getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
    // No county configured: Texas, without an invented county.
    expect(section('8. Governing law and arbitration')).toHaveTextContent('arbitration held in the State of Texas');
    expect(screen.queryByText(/Postal address/)).not.toBeInTheDocument();
  });

  it('names the configured county, dates and postal address', async () => {
    applySiteConfig({
      ...LOCAL_SITE_CONFIG,
      arbitrationCounty: 'Travis',
      termsEffectiveDate: '2026-01-15',
      postalAddress: '100 Congress Ave, Austin, TX 78701',
    });
    renderApp('/terms');
    expect(await screen.findByText('Effective date: 01/15/2026')).toBeInTheDocument();
    expect(section('8. Governing law and arbitration')).toHaveTextContent(
      'arbitration held in Travis County, Texas, under Texas law',
    );
    expect(section('12. Contact')).toHaveTextContent('Postal address: LegalDraft, 100 Congress Ave, Austin, TX 78701.');
  });
});

describe('Privacy Policy', () => {
  it('is the same page at /privacy and /privacy-policy, with the code’s retention figures', async () => {
    for (const address of ['/privacy', '/privacy-policy']) {
      const { unmount } = renderApp(address);
      expect(await h1('Privacy Policy')).toBeInTheDocument();
      expect(screen.getByText('Effective date: 05/03/2025')).toBeInTheDocument();
      const kept = section('7. How long we keep it');
      expect(kept).toHaveTextContent(`until the code expires, ${retention.codeValidityDays} days after payment`);
      expect(kept).toHaveTextContent(`An unpaid order: ${retention.unpaidCodeHours} hours`);
      expect(kept).toHaveTextContent(`checkout records: ${retention.jobAndDocumentDays} days`);
      expect(kept).toHaveTextContent('advertising click identifier is kept with the checkout record and with your code');
      expect(section('1. What we collect')).toHaveTextContent(
        'a checkout sends it to our server, which keeps it with that checkout and its code',
      );
      expect(kept).toHaveTextContent(`forgotten ${retention.attemptCountHours} hours after the last attempt`);
      expect(kept).toHaveTextContent(`at most ${retention.rateLimitRecordDays} days`);
      expect(kept).toHaveTextContent(`Reviews: ${retention.reviewDays} days after you last submitted one`);
      expect(section('5. Your rights')).toHaveTextContent('within up to 45 days');
      expect(section('9. Changes to this policy')).toHaveTextContent('at least 30 days before it takes effect');
      expect(section('3. AI providers')).toHaveTextContent('no opt-out');
      expect(within(section('10. Contact')).getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
      unmount();
    }
  });

  it('mentions analytics only when the site is configured with them', async () => {
    const { unmount } = renderApp('/privacy');
    expect(await screen.findByText('This site uses no analytics service and no advertising trackers.')).toBeInTheDocument();
    unmount();
    applySiteConfig({ ...LOCAL_SITE_CONFIG, posthog: { key: 'phc_key', host: 'https://eu.i.posthog.com' } });
    renderApp('/privacy');
    expect(await screen.findByText(/counts page views and purchases with an analytics service/)).toBeInTheDocument();
    expect(screen.queryByText(/Google Ads/)).not.toBeInTheDocument();
    expect(screen.getByText(/None of this is loaded or sent when your browser sends a Global Privacy Control/)).toBeInTheDocument();
    expect(screen.getByText(/a random visitor identifier of the analytics service/)).toBeInTheDocument();
  });
});

describe('Legal Disclaimer and About Us', () => {
  it('the disclaimer covers the spec’s six points', async () => {
    renderApp('/disclaimer');
    expect(await h1('Legal Disclaimer')).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Not a law firm',
      'No attorney-client relationship',
      'No warranty',
      'Third-party content',
      'Limitation of liability',
      'Your responsibility',
    ]);
  });

  it('About Us has Our Mission with its four cards and Get Started Today leading home', async () => {
    renderApp('/about');
    expect(await h1('About Us')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeInTheDocument();
    const cards = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(cards).toEqual(['Fast Turnaround', 'Cost-Effective', 'Innovation', 'Accessibility']);
    expect(screen.getByRole('heading', { level: 2, name: 'Get Started Today' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your Document' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/coming soon/)).not.toBeInTheDocument();
  });
});
