import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, codeRecord, mockApi, renderApp, type Handler } from '@/testing/test-utils';
import { generationStatus } from '@/testing/generation-status';
import { downloadPageApi, listedDocument } from '@/testing/listed-document';

const CHANGES = 'Make the confidentiality period three years';

const REVISION_CHANGES = [
  { section: 'Term', changes: ['Changed “two (2) years” to “three (3) years”'] },
  { section: 'Remote Work', changes: ['Added: “The Contractor works remotely.”'] },
];

/** /download for the code's version 1 (job-1), with `revise` answering the revision and 4 credits left. */
function openDownloadPage(revise: Handler, extra: Record<string, Handler> = {}) {
  localStorage.setItem('documentCode', 'ABCD2345');
  localStorage.setItem('generationJobId', 'job-1');
  const fetchMock = mockApi(downloadPageApi('job-1', { '/api/revise-document': revise, ...extra }));
  return { fetchMock, ...renderApp('/download') };
}

async function openPanel(user: ReturnType<typeof renderApp>['user']) {
  const list = await screen.findByRole('region', { name: 'Your documents' });
  const toggle = await within(list).findByRole('button', { name: 'Revise this document' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const field = await screen.findByRole('textbox', { name: 'What should change?' });
  return { list, toggle, field };
}

describe("'Revise this document'", () => {
  it('says what it costs, sends the plain words, follows the new job and opens version 2 with its changes and redline', async () => {
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    let revised = false;
    const { fetchMock, user, router } = openDownloadPage(
      () => {
        revised = true;
        return { status: 202, body: { jobId: 'job-2', status: 'queued', version: 2 } };
      },
      {
        '/api/validate-document-code': () => ({
          body: { isValid: true, documentCode: codeRecord({ latestJobId: 'job-1' }), error: null },
        }),
        '/api/generation-status': (body) =>
          body.jobId === 'job-2'
            ? {
                body: generationStatus({
                  jobId: 'job-2',
                  status: 'succeeded',
                  stage: 'done',
                  progress: 100,
                  fileName: 'Non-Disclosure-Agreement-Acme-Widgets-v2.docx',
                  version: 2,
                  parentJobId: 'job-1',
                  hasRedline: true,
                  changes: REVISION_CHANGES,
                }),
              }
            : { body: generationStatus({ jobId: 'job-1', status: 'succeeded', stage: 'done', progress: 100 }) },
        '/api/list-documents': () => ({
          body: {
            documents: revised
              ? [
                  listedDocument('job-2', { version: 2, parentJobId: 'job-1', hasRedline: true, changes: REVISION_CHANGES }),
                  listedDocument('job-1'),
                ]
              : [listedDocument('job-1')],
          },
        }),
        '/api/download-document': (body) => ({
          raw: 'PK',
          headers: {
            'Content-Disposition': body.redline
              ? 'attachment; filename="Non-Disclosure-Agreement-Acme-Widgets-v2-redline.docx"'
              : 'attachment; filename="Non-Disclosure-Agreement-Acme-Widgets-v2.docx"',
          },
        }),
      },
    );
    const { field } = await openPanel(user);
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByText('‘Make the confidentiality period three years’')).toBeInTheDocument();
    expect(await screen.findByText(/Uses 1 of your 4 remaining credits\./)).toBeInTheDocument();
    expect(screen.getByText('0 / 2,000 characters')).toBeInTheDocument();
    expect(field).toHaveAttribute('maxLength', '2000');

    await user.type(field, CHANGES);
    expect(screen.getByText(`${CHANGES.length} / 2,000 characters`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Version 2' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/generate'));
    expect(callsTo(fetchMock, '/api/revise-document')).toEqual([
      { body: { jobId: 'job-1', changes: CHANGES }, headers: expect.objectContaining({ 'x-document-code': 'ABCD2345' }) },
    ]);
    expect(localStorage.getItem('generationJobId')).toBe('job-2');

    // The generating screen follows job-2, then opens its download: version 2, what changed, and its redline.
    await waitFor(() => expect(router.state.location.pathname).toBe('/download'), { timeout: 8000 });
    expect(callsTo(fetchMock, '/api/generation-status').some((call) => call.body.jobId === 'job-2')).toBe(true);
    expect(callsTo(fetchMock, '/api/start-generation')).toHaveLength(0);
    expect(await screen.findByTestId('document-version')).toHaveTextContent('Version 2');
    // No payment happened for a revision: its page says what it is.
    expect(screen.getByRole('heading', { level: 1, name: 'Revision Ready' })).toBeInTheDocument();
    expect(screen.getByText('Your revised document has been generated successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment Verified - Document Ready' })).not.toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'What changed in version 2' });
    expect(within(summary).getByText('Term')).toBeInTheDocument();
    expect(within(summary).getByText('Changed “two (2) years” to “three (3) years”')).toBeInTheDocument();
    expect(within(summary).getByText('Added: “The Contractor works remotely.”')).toBeInTheDocument();

    const list = await screen.findByRole('region', { name: 'Your documents' });
    // The list is asked again once the revision is done: until that answer, it still holds version 1 alone.
    await waitFor(() => expect(within(list).getAllByRole('listitem', { name: /—/ })).toHaveLength(2));
    const entries = within(list).getAllByRole('listitem', { name: /—/ });
    expect(within(entries[0]).getByText('Version 2')).toBeInTheDocument();
    expect(within(entries[0]).getByText('Revision of version 1')).toBeInTheDocument();
    expect(within(entries[0]).getByText('This document')).toBeInTheDocument();
    expect(within(entries[1]).queryByRole('button', { name: /redline/ })).not.toBeInTheDocument();

    const redlineButtons = screen.getAllByRole('button', { name: 'Download the redline (tracked changes)' });
    expect(redlineButtons).toHaveLength(2); // the page's own and the list entry's
    await user.click(redlineButtons[0]);
    await waitFor(() => expect(names).toEqual(['Non-Disclosure-Agreement-Acme-Widgets-v2-redline.docx']));
    expect(callsTo(fetchMock, '/api/download-document').at(-1)?.body).toEqual({ jobId: 'job-2', redline: true });
    // Version 2 itself downloads under its own name, beside version 1's.
    await user.click(screen.getByRole('button', { name: 'Download Word Document' }));
    await waitFor(() => expect(names.at(-1)).toBe('Non-Disclosure-Agreement-Acme-Widgets-v2.docx'));
  }, 20_000);

  it('a refusal shows beside the field, which takes focus, and keeps what was typed', async () => {
    const refusal =
      'We could not apply “rewrite it in French” without an AI drafter. Without one we can change: term and confidentiality lengths.';
    const { fetchMock, user, router } = openDownloadPage(() => ({
      status: 400,
      body: { error: 'This revision cannot be made.', code: 'revision_not_understood', fields: { changes: refusal } },
    }));
    const { field } = await openPanel(user);
    await user.type(field, 'Rewrite it in French');
    await user.click(screen.getByRole('button', { name: 'Create Version 2' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field.getAttribute('aria-describedby')).toContain(alert.id);
    expect(field).toHaveValue('Rewrite it in French');
    expect(router.state.location.pathname).toBe('/download');
    expect(localStorage.getItem('generationJobId')).toBe('job-1');
    expect(callsTo(fetchMock, '/api/revise-document')).toHaveLength(1);
  });

  it('with no credits left says so beside the field', async () => {
    const { user } = openDownloadPage(() => ({
      status: 402,
      body: { error: 'You have used all the document credits of this code.', code: 'no_credits' },
    }));
    const { field } = await openPanel(user);
    await user.type(field, CHANGES);
    await user.click(screen.getByRole('button', { name: 'Create Version 2' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have used all the document credits of this code. Downloading your documents again stays free.',
    );
    // Focus moves in an effect after the refusal renders: on a loaded machine a moment after the alert shows.
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue(CHANGES);
  });

  it('asks for the change before sending anything, and Cancel closes the panel keeping the words', async () => {
    const { fetchMock, user } = openDownloadPage(() => ({ status: 500 }));
    const { toggle, field } = await openPanel(user);
    await user.click(screen.getByRole('button', { name: 'Create Version 2' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Say what should change, change a term, or add or remove a special clause.',
    );
    await waitFor(() => expect(field).toHaveFocus());
    expect(callsTo(fetchMock, '/api/revise-document')).toHaveLength(0);

    await user.type(field, 'Add that the contractor works remotely');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    expect(screen.getByRole('textbox', { name: 'What should change?' })).toHaveValue(
      'Add that the contractor works remotely',
    );
  });

  it('adds a special clause as a field change: the form data it was made from, with the clause, and no words needed', async () => {
    const madeWith = { documentType: 'Non-Disclosure Agreement', businessName: 'Acme Widgets', specialClauses: ['non-compete'] };
    const { fetchMock, user } = openDownloadPage(() => ({ status: 202, body: { jobId: 'job-2', status: 'queued', version: 2 } }), {
      '/api/list-documents': () => ({ body: { documents: [listedDocument('job-1', { documentData: madeWith })] } }),
    });
    await openPanel(user);
    const clauses = screen.getByRole('group', { name: 'Special clauses' });
    expect(within(clauses).getByRole('checkbox', { name: 'Non-Compete Clause' })).toBeChecked();
    await user.click(within(clauses).getByText('Arbitration Provision'));
    await user.click(screen.getByRole('button', { name: 'Create Version 2' }));

    await waitFor(() => expect(callsTo(fetchMock, '/api/revise-document')).toHaveLength(1));
    const [call] = callsTo(fetchMock, '/api/revise-document');
    expect(call.body).toEqual({
      jobId: 'job-1',
      changes: '',
      documentData: { ...madeWith, specialClauses: ['non-compete', 'arbitration-provision'] },
    });
  });
  it("changes an NDA's terms as fields: each shows what the document was made with, and only the changed ones differ", async () => {
    const madeWith = {
      documentType: 'Non-Disclosure Agreement',
      businessName: 'Acme Widgets',
      specialClauses: [],
      details: { mutuality: 'One-way', confidentialityYears: '4', purpose: 'a partnership' },
    };
    const { fetchMock, user } = openDownloadPage(() => ({ status: 202, body: { jobId: 'job-2', status: 'queued', version: 2 } }), {
      '/api/list-documents': () => ({ body: { documents: [listedDocument('job-1', { documentData: madeWith })] } }),
    });
    await openPanel(user);
    const terms = screen.getByRole('group', { name: 'Terms' });
    const mutuality = within(terms).getByRole('combobox', { name: 'Mutual or one-way' });
    const disclosure = within(terms).getByRole('combobox', { name: 'Disclosure period' });
    const confidentiality = within(terms).getByRole('combobox', { name: 'Confidentiality after the disclosure period' });
    expect(mutuality).toHaveValue('One-way');
    expect(within(mutuality).queryByRole('option', { name: 'As drafted' })).not.toBeInTheDocument();
    // Made without a disclosure period: the drafter's own stays unless one is chosen.
    expect(disclosure).toHaveValue('');
    expect(within(disclosure).getByRole('option', { name: 'As drafted' })).toBeInTheDocument();
    expect(within(disclosure).getAllByRole('option')).toHaveLength(11);
    expect(confidentiality).toHaveValue('4');
    expect(within(terms).queryByRole('textbox')).not.toBeInTheDocument();

    await user.selectOptions(mutuality, 'Mutual: both sides share');
    await user.selectOptions(disclosure, '3 years');
    await user.click(screen.getByRole('button', { name: 'Create Version 2' }));

    await waitFor(() => expect(callsTo(fetchMock, '/api/revise-document')).toHaveLength(1));
    expect(callsTo(fetchMock, '/api/revise-document')[0].body).toEqual({
      jobId: 'job-1',
      changes: '',
      documentData: {
        ...madeWith,
        details: { mutuality: 'Mutual', termYears: '3', confidentialityYears: '4', purpose: 'a partnership' },
      },
    });
  });

  it("checks a freelance agreement's amount before sending, and shows the server's refusal of a term beside it", async () => {
    const madeWith = {
      documentType: 'Freelance Agreement',
      businessName: 'Acme Widgets',
      specialClauses: [],
      details: { contractValue: '12,000', paymentDates: 'within 15 days of each invoice' },
    };
    let attempts = 0;
    const { fetchMock, user } = openDownloadPage(
      () => {
        attempts += 1;
        return {
          status: 400,
          body: {
            error: 'invalid_document_data',
            message: 'Please check the highlighted fields.',
            fields: { 'details.paymentDates': 'Payment dates must be at most 500 characters' },
          },
        };
      },
      { '/api/list-documents': () => ({ body: { documents: [listedDocument('job-1', { documentData: madeWith })] } }) },
    );
    const { field } = await openPanel(user);
    const terms = screen.getByRole('group', { name: 'Terms' });
    const value = within(terms).getByRole('textbox', { name: 'Contract value (US dollars)' });
    const dates = within(terms).getByRole('textbox', { name: 'Payment dates' });
    expect(value).toHaveValue('12,000');
    expect(dates).toHaveValue('within 15 days of each invoice');

    await user.clear(value);
    await user.type(value, 'twelve grand');
    await user.click(screen.getByRole('button', { name: 'Create Version 2' }));
    expect(value).toHaveFocus();
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(value).toHaveAccessibleDescription('Contract value must be an amount in US dollars, like 85,000');
    expect(callsTo(fetchMock, '/api/revise-document')).toHaveLength(0);

    await user.clear(value);
    await user.type(value, '$15,000');
    expect(value).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Create Version 2' }));
    await waitFor(() => expect(attempts).toBe(1));
    expect(callsTo(fetchMock, '/api/revise-document')[0].body.documentData.details).toEqual({
      contractValue: '$15,000',
      paymentDates: 'within 15 days of each invoice',
    });
    await waitFor(() => expect(dates).toHaveFocus());
    expect(dates).toHaveAccessibleDescription('Payment dates must be at most 500 characters');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("offers the other party's kind of an NDA and a freelancer's state as terms, and sends them when changed", async () => {
    const nda = {
      documentType: 'Non-Disclosure Agreement',
      businessName: 'Acme Widgets',
      specialClauses: [],
      details: { counterpartyEntityType: 'Corporation' },
    };
    const freelance = { documentType: 'Freelance Agreement', businessName: 'Acme Widgets', specialClauses: [] };
    const { fetchMock, user } = openDownloadPage(() => ({ status: 202, body: { jobId: 'job-3', status: 'queued', version: 2 } }), {
      '/api/list-documents': () => ({
        body: { documents: [listedDocument('job-2', { documentData: freelance }), listedDocument('job-1', { documentData: nda })] },
      }),
    });
    const list = await screen.findByRole('region', { name: 'Your documents' });
    const [freelanceToggle, ndaToggle] = await within(list).findAllByRole('button', { name: 'Revise this document' });
    await user.click(freelanceToggle);
    const freelanceState = within(await screen.findByRole('group', { name: 'Terms' })).getByRole('combobox', {
      name: "Freelancer's state",
    });
    expect(freelanceState).toHaveValue('');
    expect(within(freelanceState).getByRole('option', { name: 'Oregon' })).toBeInTheDocument();
    await user.click(freelanceToggle);

    await user.click(ndaToggle);
    const kind = within(await screen.findByRole('group', { name: 'Terms' })).getByRole('combobox', {
      name: 'Is the other party a person or a business?',
    });
    expect(kind).toHaveValue('Corporation');
    await user.selectOptions(kind, 'Individual');
    await user.click(screen.getByRole('button', { name: 'Create Version 2' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/revise-document')).toHaveLength(1));
    expect(callsTo(fetchMock, '/api/revise-document')[0].body.documentData.details).toEqual({
      counterpartyEntityType: 'Individual',
    });
  });

  it('offers the terms each type reads: yes-or-no answers for a privacy policy, none for terms of service', async () => {
    const privacy = { documentType: 'Privacy Policy', businessName: 'Acme Widgets', specialClauses: [], details: { sellsOrSharesData: 'No' } };
    const terms = { documentType: 'Terms of Service', businessName: 'Acme Widgets', specialClauses: [] };
    const { user } = openDownloadPage(() => ({ status: 500 }), {
      '/api/list-documents': () => ({
        body: { documents: [listedDocument('job-2', { documentData: privacy }), listedDocument('job-1', { documentData: terms })] },
      }),
    });
    const list = await screen.findByRole('region', { name: 'Your documents' });
    const [privacyToggle, termsToggle] = await within(list).findAllByRole('button', { name: 'Revise this document' });
    await user.click(privacyToggle);
    const group = await screen.findByRole('group', { name: 'Terms' });
    expect(within(group).getByRole('combobox', { name: 'Do you sell or share personal data?' })).toHaveValue('No');
    expect(within(group).getByRole('combobox', { name: 'Do you use targeted advertising?' })).toHaveValue('');
    await user.click(privacyToggle);
    await user.click(termsToggle);
    await screen.findByRole('group', { name: 'Special clauses' });
    expect(screen.queryByRole('group', { name: 'Terms' })).not.toBeInTheDocument();
  });
});
