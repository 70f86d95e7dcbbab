import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, stubVisibleIntersectionObserver } from '@/testing/render-ui';
import { callsTo, mockApi } from '@/testing/test-utils';
import { parseMarkdown } from '../markdown';
import { EXCERPT_WORDS, SamplePreviews, excerptBlocks } from './sample-previews';

const SAMPLE = '/api/generate-sample-document';

const TITLES = {
  nda: 'Non-Disclosure Agreement',
  tos: 'Terms of Service',
  privacy: 'Privacy Policy',
  freelance: 'Freelance Agreement',
  employment: 'Employment Agreement',
} as const;

/** A sample like the engine's: a title, an opening paragraph, then many long numbered sections. */
function sampleMarkdown(title: string) {
  const sections = Array.from({ length: 12 }, (_, index) =>
    [`## ${index + 1}. Section ${index + 1}`, `Clause text ${index + 1} `.repeat(20).trim()].join('\n\n'),
  );
  return [`# ${title}`, `This agreement is made by **Sample Company**.`, ...sections].join('\n\n');
}

function mockSamples() {
  return mockApi({
    [SAMPLE]: (body) => ({ body: { document: sampleMarkdown(TITLES[body.documentType as keyof typeof TITLES]) } }),
  });
}

beforeEach(() => {
  stubVisibleIntersectionObserver();
});

describe('sample previews', () => {
  it('offers the five tabs and fetches only the shown one', async () => {
    const fetchMock = mockSamples();
    renderUi(<SamplePreviews />);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['NDA', 'Terms of Service', 'Privacy Policy', 'Freelance', 'Employment']);
    expect(screen.getByRole('tab', { name: 'NDA' })).toHaveAttribute('aria-selected', 'true');

    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('Non-Disclosure Agreement')).toBeInTheDocument();
    expect(callsTo(fetchMock, SAMPLE).map((call) => call.body)).toEqual([{ documentType: 'nda' }]);
    expect(within(panel).getByRole('link', { name: 'View Full Sample' })).toHaveAttribute(
      'href',
      '/sample-document/nda',
    );
  });

  it('shows the title and first sections, not the whole sample, with Markdown read as text', async () => {
    mockSamples();
    renderUi(<SamplePreviews />);
    const panel = screen.getByRole('tabpanel');
    await within(panel).findByText('Non-Disclosure Agreement');
    expect(within(panel).getByText('Sample Company', { selector: 'strong' })).toBeInTheDocument();
    expect(within(panel).getByText('1. Section 1')).toBeInTheDocument();
    expect(within(panel).queryByText('12. Section 12')).not.toBeInTheDocument();
    expect(panel).not.toHaveTextContent('**');
    expect(panel).not.toHaveTextContent('#');
    // Excerpt headings are bold lines, not headings of the home page.
    expect(within(panel).queryByRole('heading')).not.toBeInTheDocument();
  });

  it('loads another type when its tab is chosen, with its own View Full Sample link', async () => {
    const fetchMock = mockSamples();
    const { user } = renderUi(<SamplePreviews />);
    await screen.findByText('Non-Disclosure Agreement');

    await user.click(screen.getByRole('tab', { name: 'Terms of Service' }));
    const panel = screen.getByRole('tabpanel', { name: 'Terms of Service' });
    expect(await within(panel).findByText('Terms of Service', { selector: 'p' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View Full Sample' })).toHaveAttribute(
      'href',
      '/sample-document/tos',
    );
    expect(callsTo(fetchMock, SAMPLE).map((call) => call.body.documentType)).toEqual(['nda', 'tos']);
  });

  it('moves between tabs with the arrow keys', async () => {
    // Selection following focus runs on animation frames; the browser test (e2e/home-wide) checks it.
    mockSamples();
    const { user } = renderUi(<SamplePreviews />);
    await screen.findByText('Non-Disclosure Agreement');
    screen.getByRole('tab', { name: 'NDA' }).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Terms of Service' })).toHaveFocus());
    await user.keyboard('{End}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Employment' })).toHaveFocus());
  });

  it('calls onViewFull instead of linking when given (the /nda dialog)', async () => {
    mockSamples();
    const onViewFull = vi.fn();
    const { user } = renderUi(<SamplePreviews onViewFull={onViewFull} types={['nda']} />);
    await screen.findByText('Non-Disclosure Agreement');
    expect(screen.queryByRole('link', { name: 'View Full Sample' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Full Sample' }));
    expect(onViewFull).toHaveBeenCalledWith('nda');
  });

  it('shows the loading state in the same reserved box while the sample loads', async () => {
    mockApi({ [SAMPLE]: () => new Promise(() => {}) });
    renderUi(<SamplePreviews />);
    const box = screen.getByTestId('sample-preview-nda');
    expect(within(box).getByRole('status')).toHaveTextContent('Loading sample document...');
    expect(box).toHaveAttribute('aria-busy', 'true');
  });

  it('says when a sample cannot be loaded, and Try Again asks again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempts = 0;
    const fetchMock = mockApi({
      [SAMPLE]: () => {
        attempts += 1;
        return attempts === 1
          ? { status: 500, body: { error: 'The sample could not be drafted.', code: 'internal' } }
          : { body: { document: sampleMarkdown('Non-Disclosure Agreement') } };
      },
    });
    const { user } = renderUi(<SamplePreviews />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading sample document. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Non-Disclosure Agreement')).toBeInTheDocument();
    expect(callsTo(fetchMock, SAMPLE)).toHaveLength(2);
  });

  it('asks nothing of the server until the previews come near the viewport', async () => {
    vi.unstubAllGlobals();
    const fetchMock = mockSamples();
    renderUi(<SamplePreviews />);
    await waitFor(() => expect(screen.getByRole('status')).toBeInTheDocument());
    expect(callsTo(fetchMock, SAMPLE)).toHaveLength(0);
  });
});

describe('excerptBlocks', () => {
  it('keeps whole blocks up to about the word budget and never ends on a heading', () => {
    const blocks = parseMarkdown(sampleMarkdown('Freelance Agreement'));
    const excerpt = excerptBlocks(blocks);
    expect(excerpt[0]).toEqual({ kind: 'heading', level: 1, runs: [{ text: 'Freelance Agreement', bold: false }] });
    expect(excerpt.length).toBeLessThan(blocks.length);
    expect(excerpt[excerpt.length - 1].kind).toBe('paragraph');
    const words = excerpt
      .flatMap((block) => (block.kind === 'heading' ? [block.runs] : block.lines))
      .flat()
      .map((run) => run.text)
      .join(' ')
      .split(/\s+/)
      .filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(EXCERPT_WORDS);
    expect(words).toBeLessThan(EXCERPT_WORDS + 100);
  });

  it('keeps a short sample whole', () => {
    const blocks = parseMarkdown('# Short\n\nOne paragraph.');
    expect(excerptBlocks(blocks)).toEqual(blocks);
  });
});
