import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '@/testing/test-utils';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const submit = () => screen.getByRole('button', { name: 'Submit Message' });
/** The failure toast's state: open, closing (jsdom runs no exit animation) or gone. */
const failureToast = () =>
  screen.queryByText('Something went wrong')?.closest('[data-part="root"]')?.getAttribute('data-state') ?? 'gone';

async function fillIn(user: ReturnType<typeof renderApp>['user']) {
  await user.type(field('Full Name'), 'Jane Doe');
  await user.type(field('Email Address'), 'jane.doe@example.com');
  await user.selectOptions(field('Reason for Contact'), 'Billing Question');
  await user.type(field('Your Message'), 'Where can I find my receipt?');
}

describe('contact form: the failure toast lasts as long as the failure (issue 24)', () => {
  it('closes once the field the server refused is fixed', async () => {
    mockApi({
      '/api/send-contact-email': () => ({
        status: 400,
        body: { error: 'Check the fields.', code: 'invalid_request', fields: { email: 'Please enter a valid email address' } },
      }),
    });
    const { user } = renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    await fillIn(user);
    await user.click(submit());
    await waitFor(() => expect(failureToast()).toBe('open'));

    await user.type(field('Email Address'), 'm');
    await waitFor(() => expect(failureToast()).not.toBe('open'));
  });

  it('closes when the message is sent again, and the success toast shows', async () => {
    let calls = 0;
    mockApi({
      '/api/send-contact-email': () =>
        ++calls === 1 ? { status: 503, body: { error: 'Down', code: 'unavailable' } } : { body: { sent: true } },
    });
    const { user } = renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    await fillIn(user);
    await user.click(submit());
    await waitFor(() => expect(failureToast()).toBe('open'));
    // Nothing to fix in the fields: it stays until the next send.
    await user.click(submit());
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    await waitFor(() => expect(failureToast()).not.toBe('open'));
  });
});
