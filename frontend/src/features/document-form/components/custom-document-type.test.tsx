import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '@/lib/navigation';
import { callsTo, chooseState, installFakeTimers, mockApi, renderApp, type Handler } from '@/testing/test-utils';

const SUGGEST = '/api/suggest-document-types';
const QUESTIONS = '/api/generate-document-questions';

const LICENSE_DEFAULTS = [
  'What rights are granted, and is the license exclusive or non-exclusive?',
  'Which territory, field of use and duration does the license cover?',
  'What fees or royalties are paid, and when?',
];

/** Replaces the typed text at once, as a paste does. */
async function retype(user: ReturnType<typeof renderApp>['user'], text: string) {
  await user.clear(typeInput());
  await user.click(typeInput());
  await user.paste(text);
}

/** Moves the fake clock and lets React handle what the timers did. */
async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

const typeInput = () => screen.getByLabelText('Specific Document Type') as HTMLInputElement;
const descriptionInput = () => screen.getByLabelText('Document Description') as HTMLTextAreaElement;
// Role queries scoped to the helper: the whole home page makes them slow.
const helper = () => within(screen.getByTestId('custom-document-type'));
const suggestionsRegion = () => helper().queryByRole('region', { name: 'Document type suggestions' });
const groupNames = (group: string) => {
  const list = helper().queryByRole('list', { name: group });
  return list ? within(list).getAllByRole('button').map((b) => b.querySelector('span')!.textContent) : [];
};
const searchButton = () => helper().getByRole('button', { name: 'Search Documents' });

function setup(handlers: Record<string, Handler> = {}) {
  const fakeTimers = installFakeTimers();
  const fetchMock = mockApi({
    [SUGGEST]: () => ({ body: { suggestions: [] } }),
    [QUESTIONS]: () => ({ body: { questions: [] } }),
    ...handlers,
  });
  const app = renderApp('/', fakeTimers);
  return { ...app, fetchMock };
}

async function chooseOther(user: ReturnType<typeof renderApp>['user']) {
  await user.selectOptions(screen.getByLabelText('Document Type'), 'Other (Beta)');
  // The helper's code loads when the type is chosen.
  await screen.findByTestId('custom-document-type', {}, { timeout: 5000 });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

// Many keystrokes through the whole home page: slower than most tests.
describe('custom document type helper: suggestions', { timeout: 30_000 }, () => {
  it('lists Common Documents from 6 characters, never the exact name, at most 3, and hides 300 ms after blur', async () => {
    const { user } = setup();
    await chooseOther(user);

    await user.type(typeInput(), 'Licen');
    await advance(300);
    expect(groupNames('Common Documents')).toEqual([]);

    await user.type(typeInput(), 's');
    expect(groupNames('Common Documents')).toEqual(['License Agreement', 'Software License Agreement']);

    await retype(user, 'License Agreement');
    expect(groupNames('Common Documents')).toEqual(['Software License Agreement']);

    await retype(user, 'Agreement');
    expect(groupNames('Common Documents')).toEqual([
      'Service Agreement',
      'Consulting Agreement',
      'Partnership Agreement',
    ]);

    // Focus leaves the helper: the list stays for 300 ms, then hides.
    await user.click(screen.getByLabelText('Business Name'));
    await advance(299);
    expect(suggestionsRegion()).toBeInTheDocument();
    await advance(1);
    expect(suggestionsRegion()).not.toBeInTheDocument();
  });

  it('choosing a suggestion fills the type, and the description only when it is empty', async () => {
    const { user } = setup();
    await chooseOther(user);

    await retype(user, 'Consulting');
    await user.click(within(suggestionsRegion()!).getByRole('button', { name: /^Consulting Agreement/ }));
    expect(typeInput()).toHaveValue('Consulting Agreement');
    expect(descriptionInput().value).toMatch(/Engages a consultant/);
    expect(suggestionsRegion()).not.toBeInTheDocument();

    await user.clear(descriptionInput());
    await user.paste('My own words');
    await retype(user, 'Partnership');
    await user.click(within(suggestionsRegion()!).getByRole('button', { name: /^Partnership Agreement/ }));
    expect(typeInput()).toHaveValue('Partnership Agreement');
    expect(descriptionInput()).toHaveValue('My own words');
  });

  it('asks the server 250 ms after typing stops, from 2 characters, with the stored code, and shows its suggestions', async () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    const { user, fetchMock } = setup({
      [SUGGEST]: (body) =>
        body.query === 'Bo'
          ? { status: 500, body: { error: 'Suggestions are unavailable.', code: 'internal' } }
          : {
              body: {
                suggestions: [
                  { name: 'Advisory Board Agreement', description: 'Appoints advisors to a board.' },
                  { name: 'Advisor Agreement', description: 'Engages a startup advisor.' },
                ],
              },
            },
    });
    await chooseOther(user);

    await user.type(typeInput(), 'A');
    await advance(1000);
    expect(callsTo(fetchMock, SUGGEST)).toHaveLength(0);

    await user.type(typeInput(), 'd');
    await advance(249);
    expect(callsTo(fetchMock, SUGGEST)).toHaveLength(0);
    await advance(1);
    expect(callsTo(fetchMock, SUGGEST)).toHaveLength(1);
    const [call] = callsTo(fetchMock, SUGGEST);
    expect(call.body).toEqual({ query: 'Ad' });
    expect(call.headers['x-document-code']).toBe('ABCD2345');

    expect(await helper().findByRole('list', { name: 'Suggested Documents' })).toBeInTheDocument();
    expect(groupNames('Suggested Documents')).toEqual(['Advisory Board Agreement', 'Advisor Agreement']);

    await user.click(helper().getByRole('button', { name: /^Advisory Board Agreement/ }));
    expect(typeInput()).toHaveValue('Advisory Board Agreement');
    expect(descriptionInput()).toHaveValue('Appoints advisors to a board.');

    // A failing call yields no suggestions, and no error.
    await user.clear(typeInput());
    await user.type(typeInput(), 'Bo');
    await advance(250);
    await waitFor(() => expect(callsTo(fetchMock, SUGGEST).map((c) => c.body.query)).toContain('Bo'));
    await advance(50);
    expect(helper().queryByRole('list', { name: 'Suggested Documents' })).not.toBeInTheDocument();
    expect(screen.queryByText('Suggestions are unavailable.')).not.toBeInTheDocument();
  });

  it('Search Documents needs 4 characters and searches at once, without the code when none is stored', async () => {
    const { user, fetchMock } = setup({
      [SUGGEST]: () => ({ body: { suggestions: [{ name: 'Mentorship Agreement', description: 'Mentoring.' }] } }),
    });
    await chooseOther(user);
    expect(searchButton()).toBeDisabled();

    await user.type(typeInput(), 'Men');
    expect(searchButton()).toBeDisabled();
    await user.type(typeInput(), 't');
    expect(searchButton()).toBeEnabled();
    expect(callsTo(fetchMock, SUGGEST)).toHaveLength(0);

    await user.click(searchButton());
    await waitFor(() => expect(callsTo(fetchMock, SUGGEST)).toHaveLength(1));
    expect(callsTo(fetchMock, SUGGEST)[0].body).toEqual({ query: 'Ment' });
    expect(callsTo(fetchMock, SUGGEST)[0].headers['x-document-code']).toBeUndefined();
    expect(await helper().findByRole('button', { name: /^Mentorship Agreement/ })).toBeInTheDocument();

    // The pending debounce for the same text does not ask again.
    await advance(500);
    expect(callsTo(fetchMock, SUGGEST)).toHaveLength(1);
  });
});

describe('custom document type helper: questions', { timeout: 30_000 }, () => {
  it('asks 1000 ms after typing stops and falls back to the built-in group when the call fails or returns none', async () => {
    const { user, fetchMock } = setup({
      [QUESTIONS]: (body) =>
        body.documentType === 'Software License Agreement'
          ? { status: 500, body: { error: 'Question service down.', code: 'internal' } }
          : { body: { questions: [] } },
    });
    await chooseOther(user);

    await user.type(typeInput(), 'So');
    await advance(1500);
    expect(callsTo(fetchMock, QUESTIONS)).toHaveLength(0);

    await user.paste('ftware License Agreement');
    await advance(999);
    expect(callsTo(fetchMock, QUESTIONS)).toHaveLength(0);
    await advance(1);
    expect(callsTo(fetchMock, QUESTIONS).map((c) => c.body)).toEqual([
      { documentType: 'Software License Agreement' },
    ]);
    for (const question of LICENSE_DEFAULTS) {
      expect(await screen.findByLabelText(question)).toBeInTheDocument();
    }

    await retype(user, 'Remote Work Policy');
    await advance(1000);
    expect(await screen.findByLabelText('Who does the policy apply to?')).toBeInTheDocument();
    expect(screen.queryByLabelText(LICENSE_DEFAULTS[0])).not.toBeInTheDocument();
  });

  it('shows the server questions and asks only once per document type in a session', async () => {
    const { user, fetchMock } = setup({
      [QUESTIONS]: () => ({ body: { questions: ['What food is served?', 'How many guests attend?'] } }),
    });
    await chooseOther(user);

    await retype(user, 'Catering Contract');
    await advance(1000);
    expect(await screen.findByLabelText('What food is served?')).toBeInTheDocument();
    expect(screen.getByLabelText('How many guests attend?')).toBeInTheDocument();
    expect(helper().getByRole('heading', { name: 'A Few Questions About Your Document' })).toBeInTheDocument();

    await user.click(screen.getByLabelText('What food is served?'));
    await user.paste('Lunch buffets');

    await user.clear(typeInput());
    await advance(1000);
    expect(screen.queryByLabelText('What food is served?')).not.toBeInTheDocument();

    await retype(user, 'Catering Contract');
    await advance(1000);
    expect(await screen.findByLabelText('What food is served?')).toHaveValue('Lunch buffets');
    expect(callsTo(fetchMock, QUESTIONS)).toHaveLength(1);
  });
});

describe('custom document type in the submitted form', { timeout: 30_000 }, () => {
  it('requires the specific type, then sends the type, description and answers to checkout', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { user, fetchMock } = setup({
      [QUESTIONS]: () => ({ body: { questions: ['What food is served?', 'How many guests attend?'] } }),
      '/api/create-checkout': () => ({ body: { url: '/test-checkout?session_id=cs_test_2', code: 'WXYZ2345' } }),
    });
    await chooseOther(user);
    await user.click(screen.getByLabelText('Business Name'));
    await user.paste('Acme Catering');
    await user.selectOptions(screen.getByLabelText('Business Type'), 'Corporation');
    await chooseState(user, 'Texas');
    await user.selectOptions(screen.getByLabelText('Industry'), 'Food & Beverage');

    const submit = screen.getByRole('button', { name: 'Generate Document - $19' });
    await user.click(submit);
    expect(await screen.findByText('Please enter the type of document you need')).toBeInTheDocument();
    expect(typeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Please complete: Specific Document Type')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/create-checkout')).toHaveLength(0);

    await retype(user, 'Catering Contract');
    expect(screen.queryByText('Please enter the type of document you need')).not.toBeInTheDocument();
    await user.click(descriptionInput());
    await user.paste('Corporate events');
    await advance(1000);
    await user.click(await screen.findByLabelText('What food is served?'));
    await user.paste('Lunch buffets');

    await user.click(submit);
    await waitFor(() => expect(callsTo(fetchMock, '/api/create-checkout')).toHaveLength(1));
    const [{ body }] = callsTo(fetchMock, '/api/create-checkout');
    expect(body.documentData).toMatchObject({
      documentType: 'Other (Beta)',
      businessName: 'Acme Catering',
      customDocument: {
        specificDocumentType: 'Catering Contract',
        documentDescription: 'Corporate events',
        questionAnswerPairs: [
          { question: 'What food is served?', answer: 'Lunch buffets' },
          { question: 'How many guests attend?', answer: '' },
        ],
      },
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/test-checkout?session_id=cs_test_2'));
  });
});
