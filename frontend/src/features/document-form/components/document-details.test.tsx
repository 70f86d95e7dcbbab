import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '@/lib/navigation';
import { callsTo, chooseState, mockApi, renderApp, type Handler } from '@/testing/test-utils';

type User = ReturnType<typeof renderApp>['user'];

const TITLE = 'Details that make your document stronger';
const submit = () => screen.getByRole('button', { name: 'Generate Document - $19' });
const section = () => within(screen.getByTestId('document-details'));
const checkoutOk: Handler = () => ({ body: { url: '/test-checkout?session_id=cs_1', code: 'ABCD2345' } });
/** The AI's name suggestions, asked while a custom name is typed: none here. */
const noSuggestions = { '/api/suggest-document-types': () => ({ body: { suggestions: [] } }) };

/** The text of the elements a control's aria-describedby names. */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `<missing ${id}>`).join(' | ');
}

async function fillRequired(user: User, documentType: string, businessType = 'Corporation') {
  await user.selectOptions(screen.getByLabelText('Document Type'), documentType);
  await user.type(screen.getByLabelText('Business Name'), 'Acme Widgets');
  await user.selectOptions(screen.getByLabelText('Business Type'), businessType);
  await chooseState(user, 'California');
  await user.selectOptions(screen.getByLabelText('Industry'), 'Technology');
}

/** The section's code loads with the first type that asks for details. */
const findSection = () => screen.findByRole('heading', { name: TITLE }, { timeout: 5000 });

describe("'Details that make your document stronger' on the wide form", { timeout: 60_000 }, () => {
  it('shows only the fields the chosen type needs, each with a line on why it matters', async () => {
    mockApi({});
    const { user } = renderApp('/');
    expect(screen.queryByTestId('document-details')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Document Type'), 'Employment Agreement');
    await findSection();
    for (const label of [
      'Annual pay (US dollars)',
      'Exempt or non-exempt',
      'State where the employee will work',
      'Licensed health-care or similar profession',
      "Employee's name",
    ]) {
      expect(section().getByLabelText(label)).toBeInTheDocument();
    }
    expect(description(section().getByLabelText('Licensed health-care or similar profession'))).toBe(
      'Decides whether a non-compete is lawful for this employee in your state.',
    );
    // Nothing here is required.
    expect(section().queryByText(/required/i)).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Document Type'), 'Privacy Policy');
    expect(section().queryByLabelText('Annual pay (US dollars)')).not.toBeInTheDocument();
    expect(section().getByLabelText('Do you sell or share personal data?')).toBeInTheDocument();
    expect(section().getByLabelText('Do you use targeted advertising?')).toBeInTheDocument();
    expect(section().getByRole('group', { name: 'Sensitive data you handle' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Document Type'), 'Freelance Agreement');
    for (const label of ['Contract value (US dollars)', 'Payment dates', "Freelancer's name", "Freelancer's state"]) {
      expect(section().getByLabelText(label)).toBeInTheDocument();
    }

    await user.selectOptions(screen.getByLabelText('Document Type'), 'Non-Disclosure Agreement');
    expect(section().getByLabelText('Mutual or one-way')).toBeInTheDocument();
    expect(section().getByLabelText('Purpose of sharing information')).toBeInTheDocument();
    expect(section().getByLabelText("Other party's name")).toBeInTheDocument();
  });

  it("asks nothing for Terms of Service but a sole proprietor's own name", async () => {
    mockApi({});
    const { user } = renderApp('/');
    await user.selectOptions(screen.getByLabelText('Document Type'), 'Terms of Service');
    await user.selectOptions(screen.getByLabelText('Business Type'), 'Corporation');
    expect(screen.queryByRole('heading', { name: TITLE })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Business Type'), 'Sole Proprietorship');
    await findSection();
    const fields = section().getAllByRole('textbox').concat(section().queryAllByRole('combobox'));
    expect(fields).toHaveLength(1);
    expect(section().getByLabelText("Owner's legal name")).toBeInTheDocument();
  });

  it("sends the answers in documentData.details with the server's labels", async () => {
    vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const fetchMock = mockApi({ '/api/create-checkout': checkoutOk });
    const { user } = renderApp('/');
    await fillRequired(user, 'Employment Agreement', 'Sole Proprietorship');
    await findSection();
    const workState = section().getByLabelText('State where the employee will work');
    // Until answered, the employee works in the business's state, which the hint names.
    expect(within(workState).getByRole('option', { name: 'Same as your business' })).toBeInTheDocument();
    expect(description(workState)).toBe("That state's employment law protects the employee; left as is, it is California.");

    await user.type(section().getByLabelText("Owner's legal name"), 'Jane Q. Baker');
    await user.type(section().getByLabelText('Annual pay (US dollars)'), '$95,000');
    await user.selectOptions(section().getByLabelText('Exempt or non-exempt'), 'Exempt (no overtime)');
    await user.selectOptions(workState, 'Colorado');
    await user.selectOptions(section().getByLabelText('Licensed health-care or similar profession'), 'Physician');
    await user.type(section().getByLabelText("Employee's name"), 'Sam Lee');
    await user.click(submit());

    await waitFor(() => expect(callsTo(fetchMock, '/api/create-checkout')).toHaveLength(1));
    const { documentData } = callsTo(fetchMock, '/api/create-checkout')[0].body;
    expect(documentData.details).toEqual({
      ownerName: 'Jane Q. Baker',
      annualPay: '$95,000',
      exemptStatus: 'Exempt',
      workState: 'Colorado',
      profession: 'Physician',
      counterpartyName: 'Sam Lee',
    });
    // Kept with the rest of the order for the return from the payment page.
    expect(JSON.parse(sessionStorage.getItem('pendingDocumentData')!).details).toEqual(documentData.details);
  });

  it("makes 'None of these' sensitive data an answer of its own", async () => {
    vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const fetchMock = mockApi({ '/api/create-checkout': checkoutOk });
    const { user } = renderApp('/');
    await fillRequired(user, 'Privacy Policy');
    await findSection();
    const box = (name: string) => section().getByRole('checkbox', { name });
    await user.click(box('Health or medical'));
    await user.click(box('Biometric'));
    await user.click(box('None of these'));
    // The group's checked states follow the answer a render later; on a loaded machine that is after the click ends.
    await waitFor(() => expect(box('None of these')).toBeChecked());
    await waitFor(() => expect(box('Health or medical')).not.toBeChecked());
    expect(box('Biometric')).not.toBeChecked();
    await user.click(box("Children's data (under 13)"));
    await waitFor(() => expect(box('None of these')).not.toBeChecked());
    expect(box("Children's data (under 13)")).toBeChecked();
    await user.selectOptions(section().getByLabelText('Do you sell or share personal data?'), 'No');
    await user.click(submit());

    await waitFor(() => expect(callsTo(fetchMock, '/api/create-checkout')).toHaveLength(1));
    expect(callsTo(fetchMock, '/api/create-checkout')[0].body.documentData.details).toEqual({
      sellsOrSharesData: 'No',
      sensitiveData: ["Children's data (under 13)"],
    });
  });

  it("clears the answers when the type changes, keeping the owner's name", async () => {
    mockApi({});
    const { user } = renderApp('/');
    await user.selectOptions(screen.getByLabelText('Business Type'), 'Sole Proprietorship');
    await user.selectOptions(screen.getByLabelText('Document Type'), 'Non-Disclosure Agreement');
    await findSection();
    await user.selectOptions(section().getByLabelText('Mutual or one-way'), 'Mutual: both sides share');
    await user.type(section().getByLabelText('Purpose of sharing information'), 'a joint bid');
    await user.type(section().getByLabelText("Owner's legal name"), 'Jane Doe');

    await user.selectOptions(screen.getByLabelText('Document Type'), 'Freelance Agreement');
    await user.selectOptions(screen.getByLabelText('Document Type'), 'Non-Disclosure Agreement');
    expect(section().getByLabelText('Mutual or one-way')).toHaveValue('');
    expect(section().getByLabelText('Purpose of sharing information')).toHaveValue('');
    expect(section().getByLabelText("Owner's legal name")).toHaveValue('Jane Doe');
  });

  it('refuses a malformed amount beside its field before anything is sent', async () => {
    const fetchMock = mockApi({});
    const { user } = renderApp('/');
    await fillRequired(user, 'Freelance Agreement');
    await findSection();
    await user.type(section().getByLabelText('Contract value (US dollars)'), '12k');
    await user.click(submit());
    const value = section().getByLabelText('Contract value (US dollars)');
    await waitFor(() => expect(value).toHaveFocus());
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(description(value)).toMatch(/^Contract value must be an amount in US dollars, like 85,000/);
    // No checkout (the only call may be the plan of what the document will include).
    expect(fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => !url.endsWith('/api/plan-document'))).toEqual([]);
  });
});

describe('server field errors beside their fields', { timeout: 60_000 }, () => {
  it('a refused detail shows by its field, which gets focus', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      '/api/create-checkout': () => ({
        status: 400,
        body: {
          error: 'Please check the highlighted fields.',
          code: 'invalid_document_data',
          fields: { workState: 'Work state is not one of the offered options' },
        },
      }),
    });
    const { user } = renderApp('/');
    await fillRequired(user, 'Employment Agreement');
    await findSection();
    await user.selectOptions(section().getByLabelText('State where the employee will work'), 'Texas');
    await user.click(submit());

    const workState = section().getByLabelText('State where the employee will work');
    await waitFor(() => expect(workState).toHaveFocus());
    expect(workState).toHaveAttribute('aria-invalid', 'true');
    expect(description(workState)).toMatch(/^Work state is not one of the offered options/);
    // Changing it clears its message.
    await user.selectOptions(workState, 'Colorado');
    expect(workState).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('a screening conflict opens Custom Instructions with the sentence there, and says the instructions need a change', async () => {
    const message =
      'Your instructions ask for a non-compete, but California law makes non-compete covenants void (Cal. Bus. & Prof. Code § 16600).';
    mockApi({
      '/api/create-checkout': () => ({
        status: 400,
        body: { error: message, code: 'instructions_conflict', fields: { customInstructions: message } },
      }),
    });
    const { user } = renderApp('/');
    await fillRequired(user, 'Employment Agreement');
    await user.click(screen.getByRole('button', { name: /Custom Instructions/ }));
    await user.type(screen.getByLabelText('Custom Instructions'), 'Add a non-compete for two years');
    // Closed again: the refusal opens it.
    await user.click(screen.getByRole('button', { name: /Custom Instructions/ }));
    await user.click(submit());

    const instructions = await screen.findByLabelText('Custom Instructions');
    await waitFor(() => expect(instructions).toHaveFocus());
    expect(instructions).toHaveAttribute('aria-invalid', 'true');
    expect(description(instructions)).toContain(message);
    expect(await screen.findByText('Your instructions need a change')).toBeInTheDocument();
    expect(screen.queryByText('Checkout Error')).not.toBeInTheDocument();
    expect(screen.queryByTestId('checkout-error')).not.toBeInTheDocument();

    await user.type(instructions, ' (removed)');
    expect(instructions).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("a custom type the server cannot draft shows its sentence by the type's name", async () => {
    const message = 'We cannot draft a promissory note well offline. Choose a Freelance Agreement instead.';
    mockApi({
      ...noSuggestions,
      '/api/generate-document-questions': () => ({ body: { questions: ['Who lends?'] } }),
      '/api/create-checkout': () => ({
        status: 400,
        body: { error: message, code: 'custom_type_not_supported', fields: { specificDocumentType: message } },
      }),
    });
    const { user } = renderApp('/');
    await fillRequired(user, 'Other (Beta)');
    await user.type(await screen.findByLabelText('Specific Document Type', {}, { timeout: 5000 }), 'Promissory Note');
    await user.click(submit());

    const name = screen.getByLabelText('Specific Document Type');
    await waitFor(() => expect(name).toHaveFocus());
    expect(description(name)).toContain(message);
    expect(await screen.findByText("We can't draft this document type yet")).toBeInTheDocument();
    expect(screen.queryByText('Checkout Error')).not.toBeInTheDocument();
  });
});

describe("'Other (Beta)' reads the kind the server sees in the name", { timeout: 60_000 }, () => {
  it("asks the business's side and Mutual/One-way when the kind has them, and sends them", async () => {
    vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const fetchMock = mockApi({
      ...noSuggestions,
      '/api/generate-document-questions': () => ({
        body: {
          questions: ['What is the rent?'],
          kind: { supported: true, label: 'commercial lease', sides: ['Landlord', 'Tenant'], mutualChoice: false, message: null },
        },
      }),
      '/api/create-checkout': checkoutOk,
    });
    const { user } = renderApp('/');
    await fillRequired(user, 'Other (Beta)');
    await user.type(await screen.findByLabelText('Specific Document Type', {}, { timeout: 5000 }), 'Commercial Lease');
    const side = await screen.findByLabelText("Your business's side", {}, { timeout: 5000 });
    expect(within(side).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select...', 'Landlord', 'Tenant']);
    expect(section().queryByLabelText('Mutual or one-way')).not.toBeInTheDocument();
    await user.selectOptions(side, 'Tenant');
    await user.selectOptions(section().getByLabelText('Is the other party a person or a business?'), 'Individual');
    await user.click(submit());

    await waitFor(() => expect(callsTo(fetchMock, '/api/create-checkout')).toHaveLength(1));
    expect(callsTo(fetchMock, '/api/create-checkout')[0].body.documentData.details).toEqual({
      businessRole: 'Tenant',
      counterpartyEntityType: 'Individual',
    });
  });

  it('says plainly, before payment, that the kind cannot be drafted, and the button says why', async () => {
    const message = 'We cannot draft a promissory note well yet. For a loan to a client, ask a lawyer.';
    const fetchMock = mockApi({
      ...noSuggestions,
      '/api/generate-document-questions': () => ({
        body: {
          questions: ['Who lends?'],
          kind: { supported: false, label: 'promissory note', sides: [], mutualChoice: false, message },
        },
      }),
    });
    const { user } = renderApp('/');
    await fillRequired(user, 'Other (Beta)');
    const name = await screen.findByLabelText('Specific Document Type', {}, { timeout: 5000 });
    await user.type(name, 'Promissory Note');

    expect(await screen.findByTestId('unsupported-type', {}, { timeout: 5000 })).toHaveTextContent(message);
    expect(description(name)).toContain(message);
    expect(screen.queryByTestId('document-details')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: "Can't draft this document type yet (see the note above)" });
    expect(description(button)).toBe(message);
    await user.click(button);
    await waitFor(() => expect(name).toHaveFocus());
    expect(callsTo(fetchMock, '/api/create-checkout')).toHaveLength(0);
  });

  it('asks no side and says nothing when an older server answers without a kind', async () => {
    mockApi({ ...noSuggestions, '/api/generate-document-questions': () => ({ body: { questions: ['Who lends?'] } }) });
    const { user } = renderApp('/');
    await fillRequired(user, 'Other (Beta)');
    await user.type(await screen.findByLabelText('Specific Document Type', {}, { timeout: 5000 }), 'Commercial Lease');
    expect(await screen.findByText('Who lends?', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(section().getByLabelText("Other party's name")).toBeInTheDocument();
    expect(section().queryByLabelText("Your business's side")).not.toBeInTheDocument();
    expect(screen.queryByTestId('unsupported-type')).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });
});
