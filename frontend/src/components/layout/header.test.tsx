import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { removeDocumentCode, setDocumentCode } from '@/lib/storage';
import { renderUi } from '@/testing/render-ui';
import { Header } from './header';

const wayBackIn = () => screen.getByTestId('way-back-in');

/** The way back in on every page (issue 24): 'Have a code?', or 'Your documents' while a code is held. */
describe('header: the way back in', () => {
  it("offers 'Have a code?' (the code-entry screen) when this browser holds no code", () => {
    renderUi(<Header />);
    expect(screen.getByRole('link', { name: 'Have a code?' })).toHaveAttribute('href', '/document-code');
    expect(screen.queryByRole('link', { name: 'Your documents' })).not.toBeInTheDocument();
  });

  it("offers 'Your documents' (/download) while a code is held", () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    renderUi(<Header />);
    expect(screen.getByRole('link', { name: 'Your documents' })).toHaveAttribute('href', '/download');
  });

  it('follows the code as it is kept or signed out of on the page, and in another tab', () => {
    renderUi(<Header />);
    expect(wayBackIn()).toHaveTextContent('Have a code?');
    act(() => setDocumentCode('abcd2345'));
    expect(wayBackIn()).toHaveTextContent('Your documents');
    act(() => removeDocumentCode());
    expect(wayBackIn()).toHaveTextContent('Have a code?');
    // Another tab kept a code: its storage event reaches this one.
    localStorage.setItem('documentCode', 'WXYZ6789');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'documentCode', newValue: 'WXYZ6789' }));
    });
    expect(wayBackIn()).toHaveTextContent('Your documents');
  });

  it('shows it at every width: on phones in a row of its own, from 768px beside the others (never hidden)', () => {
    renderUi(<Header />);
    const link = wayBackIn();
    // No display rule hides it at any breakpoint (the other header items have some).
    expect(link.closest('[hidden]')).toBeNull();
    expect(getComputedStyle(link).display).not.toBe('none');
  });
});
