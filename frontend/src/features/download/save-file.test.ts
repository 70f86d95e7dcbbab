import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveBlob } from './save-file';

describe('saveBlob', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('saves the file under its name through a download link on this page, and opens no tab', () => {
    const open = vi.spyOn(window, 'open');
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/doc-1');
    const clicked: { href: string; download: string; inPage: boolean; target: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, inPage: document.body.contains(this), target: this.target });
    });
    const blob = new Blob(['PK'], { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });

    saveBlob(blob, 'Non-Disclosure-Agreement-Acme-Widgets.docx');

    expect(createUrl).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([
      {
        href: 'blob:http://localhost/doc-1',
        download: 'Non-Disclosure-Agreement-Acme-Widgets.docx',
        inPage: true,
        target: '',
      },
    ]);
    expect(open).not.toHaveBeenCalled();
    // The link was temporary.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('releases the file\u2019s address a minute later, once the browser (or the buyer, asked first) has read it', () => {
    vi.useFakeTimers();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/doc-2');
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    saveBlob(new Blob(['PK']), 'a.docx');
    vi.advanceTimersByTime(59_000);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(revoke).toHaveBeenCalledWith('blob:http://localhost/doc-2');
  });
});
