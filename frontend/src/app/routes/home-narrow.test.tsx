import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '@/lib/navigation';
import {
  callsTo,
  chooseState,
  installFakeTimers,
  mockApi,
  mockPhone,
  renderApp,
} from '@/testing/test-utils';

type User = ReturnType<typeof renderApp>['user'];

const wizard = () => within(screen.getByTestId('document-wizard'));
const stepHeading = (name: string) => wizard().getByRole('heading', { level: 2, name: new RegExp(`${name}$`) });
const continueButton = () => wizard().getByRole('button', { name: 'Continue' });
const backButton = () => wizard().getByRole('button', { name: 'Back' });
const currentStep = () => wizard().getByRole('list', { name: 'Progress' }).querySelector('[aria-current="step"]');

const STEP_2_MESSAGES = [
  'Business name is required',
  'Please select a business type',
  'Please select a state/jurisdiction',
  'Please select an industry',
];

async function openWizard(user: User) {
  await user.click(screen.getByRole('button', { name: 'Create Document' }));
  await waitFor(() => expect(stepHeading('Document')).toHaveFocus());
}

async function fillStep1(user: User, type = 'Non-Disclosure Agreement') {
  await user.selectOptions(wizard().getByLabelText('Document Type'), type);
  await user.click(continueButton());
  await waitFor(() => expect(stepHeading('Business')).toHaveFocus());
}

async function fillStep2(user: User) {
  await user.type(wizard().getByLabelText('Business Name'), 'Acme Widgets');
  await user.selectOptions(wizard().getByLabelText('Business Type'), 'Corporation');
  await chooseState(user, 'Texas', wizard());
  await user.selectOptions(wizard().getByLabelText('Industry'), 'Retail');
  await user.click(continueButton());
  await waitFor(() => expect(stepHeading('Options')).toHaveFocus());
}

beforeEach(() => {
  mockPhone();
});

// Whole-page renders with many steps: slower than most tests.
describe('home on phones: landing view', { timeout: 60_000 }, () => {
  it('shows the headline, Create Document, the overview, three feature cards and the pricing card', () => {
    renderApp('/');
    expect(screen.getAllByRole('heading', { level: 1, name: 'Professional Legal Documents in Minutes' })).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Create Document' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Quick 1-Minute Overview' })).toBeInTheDocument();
    for (const card of ['Instant Download', 'Lightning Fast', 'Edit & Customize']) {
      expect(screen.getByRole('heading', { level: 3, name: card })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Professional Documents' })).toBeInTheDocument();
    expect(screen.queryByTestId('document-wizard')).not.toBeInTheDocument();
    // The wide layout's form is not even drawn on a phone (it would be hidden, and rendering it cost the first load).
    expect(screen.queryByLabelText('Document Type')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Have a Document Code?' })).not.toBeInTheDocument();
  });

  it('opens the wizard at once when another page sends the visitor to the form, with the type chosen there', async () => {
    renderApp({ pathname: '/', state: { documentType: 'Freelance Agreement', scrollToForm: true } });
    // The wizard's code loads on demand: wait for it.
    await screen.findByTestId('document-wizard', {}, { timeout: 5000 });
    expect(wizard().getByLabelText('Document Type')).toHaveValue('Freelance Agreement');
    expect(screen.queryByRole('button', { name: 'Create Document' })).not.toBeInTheDocument();
  });

  it("opens the wizard after a fresh start ('Start New Document')", async () => {
    renderApp('/?fresh=1700000000000');
    expect(await screen.findByTestId('document-wizard', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('Create Document opens the 4-step wizard with numbered steps, the first one current', async () => {
    const { user } = renderApp('/');
    await openWizard(user);
    expect(screen.getByRole('heading', { level: 1, name: 'Create Your Document' })).toBeInTheDocument();
    const steps = within(wizard().getByRole('list', { name: 'Progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['11. Document', '22. Business', '33. Options', '44. Review']);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(steps[1]).not.toHaveAttribute('aria-current');
    // The landing view and its pricing card make way; only one form is on the page.
    expect(screen.queryByRole('button', { name: 'Create Document' })).not.toBeInTheDocument();
    expect(screen.getAllByLabelText('Document Type')).toHaveLength(1);
  });
});

describe('home on phones: the wizard', { timeout: 60_000 }, () => {
  it('shows step messages only after a failed Continue, and clears each when its field changes', async () => {
    const { user } = renderApp('/');
    await openWizard(user);
    expect(wizard().queryByText('Please select a document type')).not.toBeInTheDocument();

    await user.click(continueButton());
    expect(wizard().getByText('Please select a document type')).toBeInTheDocument();
    await waitFor(() => expect(wizard().getByLabelText('Document Type')).toHaveFocus());
    expect(wizard().getByLabelText('Document Type')).toHaveAttribute('aria-invalid', 'true');
    expect(stepHeading('Document')).toBeInTheDocument();

    await user.selectOptions(wizard().getByLabelText('Document Type'), 'Privacy Policy');
    expect(wizard().queryByText('Please select a document type')).not.toBeInTheDocument();
    await user.click(continueButton());
    await waitFor(() => expect(stepHeading('Business')).toHaveFocus());
    expect(currentStep()).toHaveTextContent('Business');
    for (const message of STEP_2_MESSAGES) expect(wizard().queryByText(message)).not.toBeInTheDocument();

    await user.click(continueButton());
    for (const message of STEP_2_MESSAGES) expect(wizard().getByText(message)).toBeInTheDocument();
    await waitFor(() => expect(wizard().getByLabelText('Business Name')).toHaveFocus());

    await user.type(wizard().getByLabelText('Business Name'), 'A');
    expect(wizard().queryByText('Business name is required')).not.toBeInTheDocument();
    expect(wizard().getByText('Please select a business type')).toBeInTheDocument();
    await chooseState(user, 'Ohio', wizard());
    expect(wizard().queryByText('Please select a state/jurisdiction')).not.toBeInTheDocument();
    expect(wizard().getByText('Please select an industry')).toBeInTheDocument();
  });

  it('steps 3 and 4 need nothing; Back moves one step and keeps the answers, and from step 1 leaves the wizard', async () => {
    const { user } = renderApp('/');
    await openWizard(user);
    await fillStep1(user);
    await fillStep2(user);

    // Options: nothing required.
    expect(wizard().getByRole('checkbox', { name: 'Non-Compete Clause' })).toBeInTheDocument();
    expect(wizard().getByLabelText('Custom Instructions')).toBeInTheDocument();
    await user.click(continueButton());
    await waitFor(() => expect(stepHeading('Review')).toHaveFocus());

    await user.click(backButton());
    await waitFor(() => expect(stepHeading('Options')).toHaveFocus());
    await user.click(backButton());
    await waitFor(() => expect(stepHeading('Business')).toHaveFocus());
    expect(wizard().getByLabelText('Business Name')).toHaveValue('Acme Widgets');
    await user.click(backButton());
    await waitFor(() => expect(stepHeading('Document')).toHaveFocus());
    expect(wizard().getByLabelText('Document Type')).toHaveValue('Non-Disclosure Agreement');

    await user.click(backButton());
    expect(screen.queryByTestId('document-wizard')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Document' })).toHaveFocus());

    // The draft is kept: the wizard opens again where the data left it.
    await openWizard(user);
    expect(wizard().getByLabelText('Document Type')).toHaveValue('Non-Disclosure Agreement');
  });

  it('changing the document type resets the data: business details, clauses, instructions', async () => {
    const { user } = renderApp('/');
    await openWizard(user);
    await fillStep1(user);
    await fillStep2(user);
    await user.click(wizard().getByRole('checkbox', { name: 'Non-Compete Clause' }));
    await user.type(wizard().getByLabelText('Custom Instructions'), 'Two years.');
    await user.click(backButton());
    await user.click(backButton());
    await waitFor(() => expect(stepHeading('Document')).toHaveFocus());

    // The same type again changes nothing.
    await user.selectOptions(wizard().getByLabelText('Document Type'), 'Non-Disclosure Agreement');
    await user.click(continueButton());
    await waitFor(() => expect(stepHeading('Business')).toHaveFocus());
    expect(wizard().getByLabelText('Business Name')).toHaveValue('Acme Widgets');
    await user.click(backButton());

    await user.selectOptions(wizard().getByLabelText('Document Type'), 'Employment Agreement');
    await user.click(continueButton());
    await waitFor(() => expect(stepHeading('Business')).toHaveFocus());
    expect(wizard().getByLabelText('Business Name')).toHaveValue('');
    expect(wizard().getByLabelText('Business Type')).toHaveValue('');
    expect(wizard().getByRole('combobox', { name: 'State/Jurisdiction' })).toHaveTextContent('Select state...');
    await fillStep2(user);
    expect(wizard().getByRole('checkbox', { name: 'Non-Compete Clause' })).not.toBeChecked();
    expect(wizard().getByLabelText('Custom Instructions')).toHaveValue('');
  });

  it('Review shows every value, the instructions cut at 150 characters, and checkout sends them', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const fetchMock = mockApi({
      '/api/create-checkout': () => ({ body: { url: '/test-checkout?session_id=cs_wizard', code: 'ABCD2345' } }),
    });
    const instructions = `${'Keep it short. '.repeat(10)}${'x'.repeat(60)}`;
    expect(instructions.length).toBe(210);
    const { user } = renderApp('/');
    await openWizard(user);
    await fillStep1(user);
    await fillStep2(user);
    await user.click(wizard().getByRole('checkbox', { name: 'Non-Compete Clause' }));
    await user.click(wizard().getByRole('checkbox', { name: 'Data Protection' }));
    await user.click(wizard().getByLabelText('Custom Instructions'));
    await user.paste(instructions);
    await user.click(continueButton());
    await waitFor(() => expect(stepHeading('Review')).toHaveFocus());

    const review = wizard();
    for (const value of ['Non-Disclosure Agreement', 'Acme Widgets', 'Corporation', 'Texas', 'Retail', 'Comprehensive']) {
      expect(review.getByText(value)).toBeInTheDocument();
    }
    expect(review.getByText('Non-Compete Clause, Data Protection')).toBeInTheDocument();
    expect(review.getByTestId('review-custom-instructions')).toHaveTextContent(`${instructions.slice(0, 150).trimEnd()}...`, {
      normalizeWhitespace: false,
    });

    // Edit jumps to the step.
    await user.click(review.getByRole('button', { name: 'Edit Business' }));
    await waitFor(() => expect(stepHeading('Business')).toHaveFocus());
    await user.click(continueButton());
    await user.click(continueButton());
    await waitFor(() => expect(stepHeading('Review')).toHaveFocus());

    await user.click(wizard().getByRole('button', { name: 'Generate Document - $19' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/create-checkout')).toHaveLength(1));
    expect(callsTo(fetchMock, '/api/create-checkout')[0].body).toEqual({
      pricingTier: '$19',
      documentData: {
        documentType: 'Non-Disclosure Agreement',
        businessName: 'Acme Widgets',
        businessType: 'Corporation',
        stateJurisdiction: 'Texas',
        industry: 'Retail',
        protectionLevel: 'Comprehensive',
        specialClauses: ['non-compete', 'data-protection'],
        customInstructions: instructions,
        pricingTier: '$19',
      },
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/test-checkout?session_id=cs_wizard'));
    expect(wizard().getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it('a field the server refuses sends the wizard back to its step, with the message and focus there', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      '/api/create-checkout': () => ({
        status: 400,
        body: { error: 'Check the fields.', code: 'invalid_document_data', fields: { businessName: 'Business name is too long' } },
      }),
    });
    const { user } = renderApp('/');
    await openWizard(user);
    await fillStep1(user);
    await fillStep2(user);
    await user.click(continueButton());
    await user.click(await wizard().findByRole('button', { name: 'Generate Document - $19' }));
    expect(await wizard().findByText('Business name is too long')).toBeInTheDocument();
    expect(stepHeading('Business')).toBeInTheDocument();
    await waitFor(() => expect(wizard().getByLabelText('Business Name')).toHaveFocus());
  });
});

describe('home on phones: the code screen', { timeout: 60_000 }, () => {
  it("the floating 'Have a code?' button switches to 'Enter Document Code', and back to the same step", async () => {
    const { user } = renderApp('/');
    expect(screen.queryByRole('button', { name: 'Have a code?' })).not.toBeInTheDocument();
    await openWizard(user);
    await fillStep1(user);

    await user.click(screen.getByRole('button', { name: 'Have a code?' }));
    const title = screen.getByRole('heading', { level: 1, name: 'Enter Document Code' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByText('Already have a code?')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Enter Document Code' })).toBeInTheDocument();
    expect(screen.queryByTestId('document-wizard')).not.toBeVisible();
    expect(screen.queryByRole('button', { name: 'Have a code?' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Back to the form/ }));
    expect(screen.queryByRole('heading', { name: 'Enter Document Code' })).not.toBeInTheDocument();
    expect(screen.getByTestId('document-wizard')).toBeVisible();
    await waitFor(() => expect(stepHeading('Business')).toHaveFocus());
  });
});

describe('home on phones: the floating code button', { timeout: 60_000 }, () => {
  it('steps aside while the visitor types, so it never covers the field above the keyboard', async () => {
    const { user } = renderApp('/');
    await openWizard(user);
    await fillStep1(user);
    expect(screen.getByRole('button', { name: 'Have a code?' })).toBeVisible();

    await user.click(wizard().getByLabelText('Business Name'));
    expect(screen.queryByRole('button', { name: 'Have a code?' })).not.toBeInTheDocument();
    expect(screen.getByTestId('have-code-dock')).not.toBeVisible();

    await user.click(stepHeading('Business'));
    expect(screen.getByRole('button', { name: 'Have a code?' })).toBeVisible();
  });
});

describe('home on phones: Other (Beta) in the wizard', { timeout: 60_000 }, () => {
  it('asks the AI for suggestions only after 6 characters and a 1.5 s pause, never for a chosen name', async () => {
    const fakeTimers = installFakeTimers();
    const fetchMock = mockApi({
      '/api/suggest-document-types': () => ({
        body: { suggestions: [{ name: 'Consulting Retainer Agreement', description: 'Ongoing advice.' }] },
      }),
      '/api/generate-document-questions': () => ({ body: { questions: [] } }),
    });
    const { user } = renderApp('/', fakeTimers);
    await user.click(screen.getByRole('button', { name: 'Create Document' }));
    await screen.findByTestId('document-wizard', {}, { timeout: 5000 });
    await user.selectOptions(wizard().getByLabelText('Document Type'), 'Other (Beta)');
    const typeInput = await wizard().findByLabelText('Specific Document Type', {}, { timeout: 5000 });

    await user.type(typeInput, 'Consu');
    await act(async () => vi.advanceTimersByTime(3000));
    expect(callsTo(fetchMock, '/api/suggest-document-types')).toHaveLength(0);

    await user.type(typeInput, 'l');
    await act(async () => vi.advanceTimersByTime(1499));
    expect(callsTo(fetchMock, '/api/suggest-document-types')).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(1));
    expect(callsTo(fetchMock, '/api/suggest-document-types').map((call) => call.body)).toEqual([{ query: 'Consul' }]);

    await user.click(await wizard().findByRole('button', { name: /^Consulting Retainer Agreement/ }));
    expect(typeInput).toHaveValue('Consulting Retainer Agreement');
    await act(async () => vi.advanceTimersByTime(3000));
    expect(callsTo(fetchMock, '/api/suggest-document-types')).toHaveLength(1);

    // Step 1 needs the specific type for Other (Beta).
    await user.clear(typeInput);
    await user.click(continueButton());
    expect(wizard().getByText('Please enter the type of document you need')).toBeInTheDocument();
  });
});
