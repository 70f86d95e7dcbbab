import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/test-utils';

/**
 * The State/Jurisdiction list's first keyboard use (issue 24), before its code has loaded: the stand-in trigger hands
 * the key to the real list. Its code loads once per file, so each first use has a file of its own
 * (state-field-typeahead.test.tsx: letters first).
 */
const state = () => screen.getByRole('combobox', { name: 'State/Jurisdiction' });

describe('State/Jurisdiction: the first ArrowDown', () => {
  it('opens the list with focus in it, and the next keys choose there', async () => {
    const { user } = renderApp('/');
    state().focus();
    await user.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox', {}, { timeout: 5000 });
    // Focus is in the list, not lost to the page, and the first state is highlighted.
    await waitFor(() => expect(list.contains(document.activeElement)).toBe(true));
    await waitFor(() =>
      expect(within(list).getByRole('option', { name: 'Alabama' })).toHaveAttribute('data-highlighted'),
    );

    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(within(list).getByRole('option', { name: 'Alaska' })).toHaveAttribute('data-highlighted'),
    );
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(within(list).getByRole('option', { name: 'Arizona' })).toHaveAttribute('data-highlighted'),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(state()).toHaveTextContent('Arizona');
    await waitFor(() => expect(state()).toHaveFocus());
  });
});
