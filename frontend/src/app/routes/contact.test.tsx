import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applySiteConfig } from '@/config/site';
import { LOCAL_SITE_CONFIG } from '@/testing/site-config';
import { callsTo, mockApi, renderApp } from '@/testing/test-utils';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const submit = () => screen.getByRole('button', { name: 'Submit Message' });

async function fillIn(user: ReturnType<typeof renderApp>['user']) {
  await user.type(field('Full Name'), 'Jane Doe');
  await user.type(field('Email Address'), ' jane.doe@example.com ');
  await user.selectOptions(field('Reason for Contact'), 'Billing Question');
  await user.type(field('Your Message'), 'Where can I find my receipt?');
}

describe('/contact', () => {
  it('has the spec’s title, fields, reasons and reply note, and no urgent line when none is configured', async () => {
    mockApi({});
    renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    for (const label of ['Full Name', 'Email Address', 'Reason for Contact', 'Your Message']) {
      expect(field(label)).toBeInTheDocument();
    }
    const reasons = [...(field('Reason for Contact') as HTMLSelectElement).options].map((o) => o.textContent);
    expect(reasons).toEqual([
      'Select a reason',
      'General Inquiry',
      'Technical Support',
      'Billing Question',
      'Product Feedback',
      'Legal Question',
      'Other',
    ]);
    expect(screen.getByText('We reply within 1-2 business days.')).toBeInTheDocument();
    expect(screen.queryByTestId('urgent-line')).not.toBeInTheDocument();
    expect(screen.queryByText(/Urgent\?/)).not.toBeInTheDocument();
  });

  it('shows the configured urgent line', async () => {
    applySiteConfig({ ...LOCAL_SITE_CONFIG, urgentPhone: '+1 512-555-0142' });
    mockApi({});
    renderApp('/contact');
    expect(await screen.findByTestId('urgent-line')).toHaveTextContent(
      'Urgent? Call +1 512-555-0142: our AI assistant answers and creates an urgent support ticket for our team.',
    );
  });

  it('checks every field before sending, with the spec’s messages, and clears a field’s error as it is edited', async () => {
    const api = mockApi({});
    const { user } = renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    await user.type(field('Full Name'), ' J ');
    await user.type(field('Email Address'), 'jane@');
    await user.type(field('Your Message'), 'Too short');
    await user.click(submit());
    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please select a contact reason',
      'Message must be at least 10 characters',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(field('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Full Name')).toHaveFocus();
    expect(callsTo(api, '/api/send-contact-email')).toHaveLength(0);
    await user.type(field('Full Name'), 'ane');
    expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();
  });

  it('sends the message, shows the success toast and empties the fields', async () => {
    const api = mockApi({ '/api/send-contact-email': () => ({ body: { sent: true } }) });
    const { user } = renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you as soon as possible.")).toBeInTheDocument();
    expect(callsTo(api, '/api/send-contact-email')[0].body).toEqual({
      name: 'Jane Doe',
      email: 'jane.doe@example.com',
      reason: 'billing',
      message: 'Where can I find my receipt?',
    });
    for (const label of ['Full Name', 'Email Address', 'Reason for Contact', 'Your Message']) {
      expect(field(label)).toHaveValue('');
    }
  });

  it("says when to try again in the failure toast when the address has sent its hour's messages (issue 24)", async () => {
    const sentence = 'Too many attempts. Please wait before trying again. You can try again in 52 minutes.';
    mockApi({
      '/api/send-contact-email': () => ({
        status: 429,
        headers: { 'Retry-After': '3100' },
        body: { error: sentence, code: 'rate_limited', retryAfterSeconds: 3100 },
      }),
    });
    const { user } = renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText(sentence)).toBeInTheDocument();
    expect(screen.queryByText('Your message could not be sent. Please try again later.')).not.toBeInTheDocument();
    expect(field('Full Name')).toHaveValue('Jane Doe');
  });

  it('keeps what was typed and shows the failure toast when the message cannot be sent', async () => {
    mockApi({
      '/api/send-contact-email': () => ({
        status: 502,
        body: { error: 'Your message could not be sent. Please try again later.', code: 'email_failed' },
      }),
    });
    const { user } = renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Your message could not be sent. Please try again later.')).toBeInTheDocument();
    expect(field('Full Name')).toHaveValue('Jane Doe');
    expect(submit()).toBeEnabled();
  });

  it('shows the server’s field messages when it refuses the form', async () => {
    mockApi({
      '/api/send-contact-email': () => ({
        status: 400,
        body: {
          error: 'Please enter a valid email address',
          code: 'invalid_contact_message',
          fields: { email: 'Please enter a valid email address' },
        },
      }),
    });
    const { user } = renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(field('Email Address')).toHaveAttribute('aria-invalid', 'true');
  });
});
