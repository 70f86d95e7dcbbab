import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STATE_LIST_MAX_HEIGHT } from './state-field-look';
import { SCROLL_INTO_VIEW_DELAY_MS } from './custom-instructions';
import { TOUCH_OR_NARROW_QUERY } from '@/lib/responsive';
import { mockApi, mockMatchMedia, renderApp } from '@/testing/test-utils';

const submit = () => screen.getByRole('button', { name: 'Generate Document - $19' });

/** The text of the elements a control's aria-describedby names. */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `<missing ${id}>`).join(' | ');
}

describe('document form: errors are tied to their fields', () => {
  it('marks each wrong field invalid and describes it by its message', async () => {
    mockApi({});
    const { user } = renderApp('/');
    expect(screen.getByLabelText('Business Name')).not.toHaveAttribute('aria-describedby');

    await user.click(submit());
    const documentType = screen.getByLabelText('Document Type');
    const businessName = screen.getByLabelText('Business Name');
    const state = screen.getByRole('combobox', { name: 'State/Jurisdiction' });
    expect(documentType).toHaveAttribute('aria-invalid', 'true');
    expect(description(documentType)).toBe('Document type is required');
    expect(description(businessName)).toBe('Business name is required');
    expect(description(screen.getByLabelText('Business Type'))).toBe('Business type is required');
    expect(state).toHaveAttribute('aria-invalid', 'true');
    expect(description(state)).toBe('State/Jurisdiction is required');
    expect(description(screen.getByLabelText('Industry'))).toBe('Industry is required');

    // Fixed: no longer invalid, and the helper text (the type's description) is what describes it.
    await user.selectOptions(documentType, 'Privacy Policy');
    expect(documentType).not.toHaveAttribute('aria-invalid', 'true');
    expect(description(documentType)).toMatch(/GDPR and CCPA/);
  });

  it('moves focus to the first wrong field after a failed submit', async () => {
    mockApi({});
    const { user } = renderApp('/');
    await user.click(submit());
    await waitFor(() => expect(screen.getByLabelText('Document Type')).toHaveFocus());

    await user.selectOptions(screen.getByLabelText('Document Type'), 'Terms of Service');
    await user.type(screen.getByLabelText('Business Name'), 'Acme');
    await user.click(submit());
    await waitFor(() => expect(screen.getByLabelText('Business Type')).toHaveFocus());

    await user.selectOptions(screen.getByLabelText('Business Type'), 'Corporation');
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'State/Jurisdiction' })).toHaveFocus());
  });

  it('moves focus to the field the server refused', async () => {
    mockApi({
      '/api/create-checkout': () => ({
        status: 400,
        body: { error: 'Check the fields.', code: 'invalid_document_data', fields: { industry: 'Industry is required' } },
      }),
    });
    sessionStorage.setItem(
      'pendingDocumentData',
      JSON.stringify({
        documentType: 'Privacy Policy',
        businessName: 'Acme',
        businessType: 'Corporation',
        stateJurisdiction: 'Ohio',
        industry: 'Retail',
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderApp('/');
    await user.click(submit());
    await waitFor(() => expect(screen.getByLabelText('Industry')).toHaveFocus());
    expect(description(screen.getByLabelText('Industry'))).toBe('Industry is required');
  });
});

describe('document form: State/Jurisdiction list', () => {
  it('is a list of the 50 states and the District of Columbia that scrolls within 200px', async () => {
    const { user } = renderApp('/');
    await user.click(screen.getByRole('combobox', { name: 'State/Jurisdiction' }));
    const list = await screen.findByRole('listbox', {}, { timeout: 5000 });
    expect(within(list).getAllByRole('option')).toHaveLength(51);
    expect(STATE_LIST_MAX_HEIGHT).toBe('200px');
    expect(list).toHaveStyle({ maxHeight: '200px', overflowY: 'auto' });

    await user.click(within(list).getByRole('option', { name: 'Vermont' }));
    expect(screen.getByRole('combobox', { name: 'State/Jurisdiction' })).toHaveTextContent('Vermont');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens and chooses from the keyboard alone', async () => {
    const { user } = renderApp('/');
    const state = () => screen.getByRole('combobox', { name: 'State/Jurisdiction' });
    expect(state()).toHaveTextContent('Select state...');
    state().focus();
    await user.keyboard('{Enter}');
    const list = await screen.findByRole('listbox', {}, { timeout: 5000 });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(list).not.toBeInTheDocument();
    expect(state()).not.toHaveTextContent('Select state...');
    await waitFor(() => expect(state()).toHaveFocus());
  });
});

describe('custom instructions on small screens', () => {
  it('the info tip is a popover on touch and narrow screens: a tap opens it, Escape closes it', async () => {
    // A touch tablet: the wide form, with nothing that hovers.
    mockMatchMedia((query) => query === TOUCH_OR_NARROW_QUERY);
    const { user } = renderApp('/');
    // The popover's code loads on the first tap, and the button is then drawn again: look it up each time.
    const info = () => screen.getByRole('button', { name: 'How the AI treats your instructions' });
    await user.click(info());
    const popover = await screen.findByTestId('info-tip-popover', {}, { timeout: 5000 });
    expect(popover).toHaveTextContent(/The AI reads your instructions/);
    expect(info()).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('info-tip-popover')).not.toBeInTheDocument());
    expect(info()).toHaveAttribute('aria-expanded', 'false');

    // A tap outside closes it too.
    await user.click(info());
    expect(await screen.findByTestId('info-tip-popover')).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { name: 'Document Information' }));
    await waitFor(() => expect(screen.queryByTestId('info-tip-popover')).not.toBeInTheDocument());
  });

  it('the info tip is a tooltip with a mouse on wide screens', async () => {
    mockMatchMedia(() => false);
    const { user } = renderApp('/');
    const info = screen.getByRole('button', { name: 'How the AI treats your instructions' });
    expect(info).not.toHaveAttribute('aria-expanded');
    await user.hover(info);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/The AI reads your instructions/);
    expect(screen.queryByTestId('info-tip-popover')).not.toBeInTheDocument();
  });

  it('below 768px the text area scrolls into view 300 ms after it gets focus', async () => {
    mockMatchMedia((query) => query === '(max-width: 767px)');
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: /Custom Instructions/ }));
    const textarea = screen.getByLabelText('Custom Instructions');
    scroll.mockClear();
    vi.useFakeTimers();
    fireEvent.focus(textarea);
    act(() => vi.advanceTimersByTime(SCROLL_INTO_VIEW_DELAY_MS - 1));
    expect(scroll).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(textarea);
  });

  it('from 768px the text area does not scroll on focus', async () => {
    mockMatchMedia(() => false);
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: /Custom Instructions/ }));
    scroll.mockClear();
    vi.useFakeTimers();
    fireEvent.focus(screen.getByLabelText('Custom Instructions'));
    act(() => vi.advanceTimersByTime(1000));
    expect(scroll).not.toHaveBeenCalled();
  });
});
