import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSiteConfig } from './load-site-config';
import {
  DEFAULT_SITE_CONFIG,
  applySiteConfig,
  byDrafter,
  parseSiteConfig,
  refundMailto,
  site,
  supportMailto,
  usDate,
  useSite,
} from './site';

const bodyOf = (href: string) => decodeURIComponent(new URL(href).searchParams.get('body') ?? '');

describe('refund and support mail links', () => {
  it("asks for the order ID, and fills in the document code this browser keeps (the header's link)", () => {
    expect(refundMailto()).toMatch(/^mailto:support@legaldraft\.example\?/);
    expect(bodyOf(refundMailto())).toBe('Order ID: \nDocument type:\nReason for the refund:\n');
    localStorage.setItem('documentCode', 'WXYZ6789');
    expect(refundMailto()).toMatch(/\?subject=Refund%20Request&body=/);
    expect(bodyOf(refundMailto())).toContain('Order ID: WXYZ6789\n');
    expect(bodyOf(refundMailto('ABCD2345'))).toContain('Order ID: ABCD2345\n');
  });

  it('gives support the checkout session id', () => {
    expect(bodyOf(supportMailto('cs_test_1'))).toContain('Session ID: cs_test_1');
    expect(supportMailto()).not.toContain('body=');
  });

  it('leads to the contact page when the support address is unknown (the configuration could not be read)', () => {
    applySiteConfig({});
    expect(refundMailto()).toBe('/contact');
    expect(supportMailto('cs_test_1')).toBe('/contact');
  });
});

describe('site configuration', () => {
  it('reads every field of the server answer', () => {
    const parsed = parseSiteConfig({
      brandName: 'Acme Docs',
      supportEmail: 'help@acme.example',
      urgentPhone: '+1 512-555-0142',
      postalAddress: '100 Congress Ave, Austin, TX 78701',
      arbitrationCounty: 'Travis',
      termsEffectiveDate: '2026-01-15',
      privacyEffectiveDate: '2026-02-01',
      introVideoUrl: 'https://player.example.com/v/1',
      posthog: { key: 'phc_key', host: 'https://eu.i.posthog.com' },
      googleAds: { conversionId: 'AW-1', conversionLabel: 'label' },
      drafter: 'ai',
    });
    expect(parsed).toEqual({
      brandName: 'Acme Docs',
      supportEmail: 'help@acme.example',
      urgentPhone: '+1 512-555-0142',
      postalAddress: '100 Congress Ave, Austin, TX 78701',
      arbitrationCounty: 'Travis',
      termsEffectiveDate: '2026-01-15',
      privacyEffectiveDate: '2026-02-01',
      introVideoUrl: 'https://player.example.com/v/1',
      posthog: { key: 'phc_key', host: 'https://eu.i.posthog.com/' },
      googleAds: { conversionId: 'AW-1', conversionLabel: 'label' },
      drafter: 'ai',
    });
  });

  it('says who drafts only as the server says it, and names neither until then (issue 24)', () => {
    expect(parseSiteConfig({ drafter: 'clause-library' }).drafter).toBe('clause-library');
    for (const odd of [undefined, '', 'AI', 'gpt', 42]) expect(parseSiteConfig({ drafter: odd }).drafter).toBeNull();
    const words = { ai: 'by AI', library: 'by our clause library', unknown: '' };
    applySiteConfig({ drafter: 'ai' });
    expect(byDrafter(words)).toBe('by AI');
    applySiteConfig({ drafter: 'clause-library' });
    expect(byDrafter(words)).toBe('by our clause library');
    applySiteConfig({});
    expect(byDrafter(words)).toBe('');
  });

  it('turns anything missing, blank or unsafe into the default: the brand, the dates, no optional feature', () => {
    for (const answer of [null, 'oops', [], {}]) expect(parseSiteConfig(answer)).toEqual(DEFAULT_SITE_CONFIG);
    const odd = parseSiteConfig({
      brandName: '  ',
      urgentPhone: '',
      introVideoUrl: 'javascript:alert(1)',
      termsEffectiveDate: 'soon',
      posthog: { key: 'phc_key', host: 'http://insecure.example' },
      googleAds: { conversionId: 'AW-1' },
    });
    expect(odd).toEqual(DEFAULT_SITE_CONFIG);
  });

  it('writes dates as the US does', () => {
    expect(usDate('2025-05-03')).toBe('05/03/2025');
  });
});

describe('useSite', () => {
  function Brand() {
    const { brandName, urgentPhone } = useSite();
    return (
      <p>
        {brandName}
        {urgentPhone ? ` call ${urgentPhone}` : ''}
      </p>
    );
  }

  it('renders the configuration and follows a change', () => {
    render(<Brand />);
    expect(screen.getByText('LegalDraft')).toBeInTheDocument();
    act(() => applySiteConfig({ brandName: 'Acme Docs', urgentPhone: '+1 512-555-0142' }));
    expect(screen.getByText('Acme Docs call +1 512-555-0142')).toBeInTheDocument();
  });
});

describe('loadSiteConfig', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('applies the answer of /api/site-config', async () => {
    const fetchMock = vi.fn(async () => Response.json({ brandName: 'Acme Docs', supportEmail: 'help@acme.example' }));
    vi.stubGlobal('fetch', fetchMock);
    await loadSiteConfig();
    expect(fetchMock).toHaveBeenCalledWith('/api/site-config', expect.anything());
    expect(site.brandName).toBe('Acme Docs');
    expect(site.supportEmail).toBe('help@acme.example');
    expect(site.price).toBe('$19');
  });

  it('keeps the defaults when the call fails or answers an error', async () => {
    applySiteConfig({});
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    await expect(loadSiteConfig()).resolves.toBeUndefined();
    expect(site.brandName).toBe('LegalDraft');
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"error":"x"}', { status: 503 })));
    await loadSiteConfig();
    expect(site.supportEmail).toBeNull();
  });
});
