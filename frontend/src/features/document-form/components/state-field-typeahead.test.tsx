import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/test-utils';

/** The list's first keyboard use is letters (state-field.test.tsx has ArrowDown): they pick the state they spell. */
const state = () => screen.getByRole('combobox', { name: 'State/Jurisdiction' });

describe('State/Jurisdiction: letters first', () => {
  it('pick the state they spell, with focus kept on the field', async () => {
    const { user } = renderApp('/');
    state().focus();
    await user.keyboard('tex');
    await waitFor(() => expect(state()).toHaveTextContent('Texas'), { timeout: 10_000 });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(state()).toHaveFocus();
  });
});
