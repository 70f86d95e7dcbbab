import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '@/testing/test-utils';

type User = ReturnType<typeof renderApp>['user'];

const button = (name: string) => screen.getByRole('button', { name });
const toast = (title: string) => screen.queryByText(title, { selector: '[data-part="title"]' });
/** A closing toast leaves after its exit animation; jsdom runs none, so "closing" is what is checked. */
const closedOrClosing = (title: string) => {
  const root = toast(title)?.closest('[data-part="root"]');
  return !root || root.getAttribute('data-state') === 'closed';
};

async function fillStep2(user: User) {
  await user.selectOptions(screen.getByLabelText(/Business Type/), 'Limited Liability Company (LLC)');
  await user.selectOptions(screen.getByLabelText(/Industry/), 'Technology');
  await user.selectOptions(screen.getByLabelText(/State\/Jurisdiction/), 'Texas');
}

describe('/nda wizard: error toasts close when the error is fixed (issue 24)', () => {
  it("'Business name required' closes once a name is typed", async () => {
    mockApi({});
    const { user } = renderApp('/nda');
    await user.click(button('Continue'));
    expect(await screen.findByText('Business name required')).toBeInTheDocument();
    // A second failed Continue replaces the toast rather than stacking another.
    await user.click(button('Continue'));
    expect(screen.getAllByText('Business name required')).toHaveLength(1);

    await user.type(screen.getByLabelText(/Business Name/), 'A');
    await waitFor(() => expect(closedOrClosing('Business name required')).toBe(true));
  });

  it("'Missing information' stays until all three are chosen, and 'Agreement required' until the box is ticked", async () => {
    mockApi({ '/api/create-checkout': () => new Promise(() => {}) });
    const { user } = renderApp('/nda');
    await user.type(screen.getByLabelText(/Business Name/), 'Acme Widgets');
    await user.click(button('Continue'));
    await screen.findByRole('heading', { level: 2, name: 'Additional details' });

    await user.click(button('Continue'));
    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Business Type/), 'Corporation');
    expect(closedOrClosing('Missing information')).toBe(false);
    await fillStep2(user);
    await waitFor(() => expect(closedOrClosing('Missing information')).toBe(true));

    await user.click(button('Continue'));
    await screen.findByRole('heading', { level: 2, name: 'Review & Generate' });
    await user.click(button('Generate Document - $19'));
    expect(await screen.findByText('Agreement required')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(closedOrClosing('Agreement required')).toBe(true));
  });
});
