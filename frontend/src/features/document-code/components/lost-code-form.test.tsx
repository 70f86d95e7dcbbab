import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi, renderApp } from '@/testing/test-utils';

const toggle = () => screen.getByRole('button', { name: 'Lost your code?' });

async function openLostCode(path = '/') {
  const rendered = renderApp(path);
  await rendered.user.click(toggle());
  await screen.findByLabelText('Email Address');
  return rendered;
}

describe("'Lost your code?'", () => {
  it('opens under the code entry and says the same thing whatever the address, once the server has it', async () => {
    const fetchMock = mockApi({ '/api/recover-document-codes': () => ({ body: { requested: true } }) });
    const { user } = renderApp('/');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');

    await user.type(await screen.findByLabelText('Email Address'), '  jane@example.com {Enter}');
    const status = await screen.findByRole('status');
    expect(within(status).getByText('Check your email')).toBeInTheDocument();
    expect(
      within(status).getByText(
        "If jane@example.com was used to buy a document code that is still active, we've emailed every such code to it. It can take a few minutes; check your spam folder too.",
      ),
    ).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(callsTo(fetchMock, '/api/recover-document-codes').map((call) => call.body)).toEqual([
      { email: 'jane@example.com' },
    ]);

    // Another address: the form comes back, empty.
    await user.click(within(status).getByRole('button', { name: 'Use another address' }));
    expect(screen.getByLabelText('Email Address')).toHaveValue('');
  });

  it('checks the address before asking, and shows the server’s refusal beside the field', async () => {
    const fetchMock = mockApi({
      '/api/recover-document-codes': () => ({
        status: 400,
        body: {
          error: 'Please enter a valid email address',
          code: 'invalid_email',
          fields: { email: 'Please enter a valid email address' },
        },
      }),
    });
    const { user } = await openLostCode();
    const field = screen.getByLabelText('Email Address');
    await user.type(field, 'jane{Enter}');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, '/api/recover-document-codes')).toHaveLength(0);

    await user.type(field, '@example{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(callsTo(fetchMock, '/api/recover-document-codes')).toHaveLength(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says when the visitor must wait, in the server’s words', async () => {
    mockApi({
      '/api/recover-document-codes': () => ({
        status: 429,
        headers: { 'Retry-After': '3600' },
        body: { error: 'Too many attempts. Please wait before trying again.', code: 'rate_limited' },
      }),
    });
    const { user } = await openLostCode('/document-code');
    await user.type(screen.getByLabelText('Email Address'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Email My Codes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait before trying again.');
    expect(screen.queryByText('Check your email')).not.toBeInTheDocument();
  });
});
