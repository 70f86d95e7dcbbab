import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generationStatus } from '@/testing/generation-status';
import { callsTo, mockApi, renderApp, type Handler } from '@/testing/test-utils';

/** /download with a finished document for code ABCD2345, and `submitReview` answering the review form. */
function downloadPage(submitReview: Handler) {
  localStorage.setItem('documentCode', 'ABCD2345');
  localStorage.setItem('generationJobId', 'job-1');
  const fetchMock = mockApi({
    '/api/generation-status': () => ({
      body: generationStatus({ jobId: 'job-1', status: 'succeeded', stage: 'done', progress: 100 }),
    }),
    '/api/get-credit-info': () => ({
      body: { creditsTotal: 6, creditsUsed: 1, creditsRemaining: 5, expiresAt: '2026-12-22T10:00:00Z' },
    }),
    '/api/clear-document-data': () => ({ body: { success: true } }),
    '/api/submit-review': submitReview,
  });
  return { fetchMock, ...renderApp('/download') };
}

const form = () => screen.getByRole('form', { name: 'Rate Your Experience' });
const ratingGroup = () => within(form()).getByRole('radiogroup', { name: /^Rating/ });
const star = (n: number) => within(ratingGroup()).getByRole('radio', { name: n === 1 ? '1 star' : `${n} stars` });
const checkedStars = () =>
  within(ratingGroup())
    .getAllByRole('radio')
    .filter((radio) => radio.getAttribute('aria-checked') === 'true')
    .map((radio) => radio.getAttribute('aria-label'));

describe('review form on /download', () => {
  it('has an optional name, a rating of 5 by buttons, feedback and Submit Review, after Generate Another Document', async () => {
    downloadPage(() => ({ body: { submitted: true, replaced: false } }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Rate Your Experience' })).toBeInTheDocument();
    expect(within(form()).getByLabelText(/^Your Name/)).toHaveValue('');
    expect(within(form()).getByLabelText(/^Your Name/)).not.toBeRequired();
    expect(within(form()).getByLabelText('Feedback')).toHaveValue('');
    expect(within(ratingGroup()).getAllByRole('radio')).toHaveLength(5);
    expect(checkedStars()).toEqual(['5 stars']);
    expect(ratingGroup()).toHaveAccessibleName('Rating: 5 out of 5');
    expect(within(form()).getByRole('button', { name: 'Submit Review' })).toHaveAttribute('type', 'submit');
    const another = screen.getByRole('button', { name: 'Generate Another Document' });
    expect(another.compareDocumentPosition(form()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('chooses the rating with a click or the keyboard, as a radio group', async () => {
    const { user } = downloadPage(() => ({ body: { submitted: true, replaced: false } }));
    await screen.findByRole('heading', { name: 'Rate Your Experience' });
    await user.click(star(2));
    expect(checkedStars()).toEqual(['2 stars']);

    // Tab reaches the chosen button only; arrows, Home and End move the choice and the focus.
    await user.click(within(form()).getByLabelText(/^Your Name/));
    await user.tab();
    expect(star(2)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(checkedStars()).toEqual(['1 star']);
    expect(star(1)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(checkedStars()).toEqual(['5 stars']);
    await user.keyboard('{Home}');
    expect(checkedStars()).toEqual(['1 star']);
    await user.keyboard('{End}{ArrowUp}');
    expect(checkedStars()).toEqual(['4 stars']);
    expect(star(4)).toHaveFocus();
    await user.tab();
    expect(within(form()).getByLabelText('Feedback')).toHaveFocus();
  });

  it('sends the review with the code, shows Submitting..., then the spec’s toast and empty fields', async () => {
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { user, fetchMock } = downloadPage(async () => {
      await answered;
      return { body: { submitted: true, replaced: false } };
    });
    await screen.findByRole('heading', { name: 'Rate Your Experience' });
    await user.type(within(form()).getByLabelText(/^Your Name/), 'Jane Doe');
    await user.click(star(4));
    await user.type(within(form()).getByLabelText('Feedback'), 'Clear and quick.');
    await user.click(within(form()).getByRole('button', { name: 'Submit Review' }));

    // Generous waits: the toasts' view loads with the first toast, which is slow on a busy machine.
    expect(await within(form()).findByRole('button', { name: 'Submitting...' }, { timeout: 5000 })).toBeInTheDocument();
    answer?.();
    expect(await screen.findByText('Thank you for your feedback!', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Your review has been submitted successfully.')).toBeInTheDocument();
    const [sent] = callsTo(fetchMock, '/api/submit-review');
    expect(sent.headers['x-document-code']).toBe('ABCD2345');
    expect(sent.body).toEqual({ reviewerName: 'Jane Doe', rating: 4, feedback: 'Clear and quick.', documentType: '' });

    expect(within(form()).getByRole('button', { name: 'Submit Review' })).toBeInTheDocument();
    expect(within(form()).getByLabelText(/^Your Name/)).toHaveValue('');
    expect(within(form()).getByLabelText('Feedback')).toHaveValue('');
    expect(checkedStars()).toEqual(['5 stars']);
  });

  it('on failure shows the spec’s toast and keeps what was typed', async () => {
    const { user } = downloadPage(() => ({ status: 503, body: { error: 'down', code: 'service_unavailable' } }));
    await screen.findByRole('heading', { name: 'Rate Your Experience' });
    await user.type(within(form()).getByLabelText('Feedback'), 'Great');
    await user.click(within(form()).getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Failed to submit review', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    expect(within(form()).getByLabelText('Feedback')).toHaveValue('Great');
  });

  it('on a limit’s refusal the toast says when to try again (issue 24)', async () => {
    const sentence = 'The server is busy preparing documents. You can try again in 1 second.';
    const { user } = downloadPage(() => ({
      status: 429,
      headers: { 'Retry-After': '1' },
      body: { error: sentence, code: 'rate_limited', retryAfterSeconds: 1 },
    }));
    await screen.findByRole('heading', { name: 'Rate Your Experience' });
    await user.click(within(form()).getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Failed to submit review', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(sentence)).toBeInTheDocument();
  });

  it('shows the server’s message under the field it names', async () => {
    const message = 'Feedback may contain text and line breaks only';
    const { user } = downloadPage(() => ({
      status: 400,
      body: { error: message, code: 'invalid_review', fields: { feedback: message } },
    }));
    await screen.findByRole('heading', { name: 'Rate Your Experience' });
    await user.type(within(form()).getByLabelText('Feedback'), 'x');
    await user.click(within(form()).getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Failed to submit review', {}, { timeout: 5000 })).toBeInTheDocument();
    const feedback = within(form()).getByLabelText('Feedback');
    await waitFor(() => expect(feedback).toHaveAccessibleDescription(message));
    expect(feedback).toHaveAttribute('aria-invalid', 'true');
  });

  it('stops the fields at the server’s limits', async () => {
    downloadPage(() => ({ body: { submitted: true, replaced: false } }));
    await screen.findByRole('heading', { name: 'Rate Your Experience' });
    expect(within(form()).getByLabelText(/^Your Name/)).toHaveAttribute('maxLength', '100');
    expect(within(form()).getByLabelText('Feedback')).toHaveAttribute('maxLength', '2000');
  });
});
