import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applySiteConfig } from '@/config/site';
import { renderUi } from '@/testing/render-ui';
import { Pricing } from './pricing';

describe('pricing card', () => {
  it('shows the one plan, its six features and the Immediate Access package', () => {
    renderUi(<Pricing />);
    expect(screen.getByRole('heading', { level: 2, name: 'Professional Documents' })).toBeInTheDocument();
    expect(screen.getByText('$19')).toBeInTheDocument();
    expect(screen.getByText('one-time')).toBeInTheDocument();
    expect(screen.getByText(/Instant download/)).toBeInTheDocument();
    for (const feature of [
      // The local server drafts with its clause library: no claim of AI (issue 24).
      'Professional document drafting',
      'State-specific clauses',
      'Industry-appropriate terms',
      'Custom instructions',
      'Microsoft Word (.docx) format',
      '30-day money-back guarantee',
    ]) {
      expect(screen.getByText(feature)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 3, name: 'Immediate Access' })).toBeInTheDocument();
    expect(screen.getByText('6 document credits, usable within 30 days')).toBeInTheDocument();
    expect(screen.getByText('Custom clauses')).toBeInTheDocument();
    expect(screen.getByText('Priority support')).toBeInTheDocument();
  });

  it('says AI document generation only when an AI provider drafts, and neither before the site says (issue 24)', () => {
    applySiteConfig({ brandName: 'LegalDraft', drafter: 'ai' });
    const { unmount } = renderUi(<Pricing />);
    expect(screen.getByText('Professional AI document generation')).toBeInTheDocument();
    unmount();
    applySiteConfig({ brandName: 'LegalDraft' });
    renderUi(<Pricing />);
    expect(screen.getByText('Professional document drafting')).toBeInTheDocument();
    expect(screen.queryByText(/\bAI\b/)).not.toBeInTheDocument();
  });

  it('fits into another page’s outline and takes a call to action', () => {
    renderUi(
      <Pricing titleAs="h3">
        <button type="button">Create Document</button>
      </Pricing>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Professional Documents' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Immediate Access' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Document' })).toBeInTheDocument();
  });
});
