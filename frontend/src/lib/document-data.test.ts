import { describe, expect, it } from 'vitest';
import { fallbackFileName, versionedFileName } from './document-data';

describe('file names', () => {
  it("names a revision's file with its version, as the server does (docs/api.md)", () => {
    const name = 'Non-Disclosure-Agreement-Acme-Widgets.docx';
    expect(versionedFileName(name, 1)).toBe(name);
    expect(versionedFileName(name, undefined)).toBe(name);
    expect(versionedFileName(name, 2)).toBe('Non-Disclosure-Agreement-Acme-Widgets-v2.docx');
    expect(versionedFileName(name, 12)).toBe('Non-Disclosure-Agreement-Acme-Widgets-v12.docx');
    // A name the server already versioned is kept.
    expect(versionedFileName('Non-Disclosure-Agreement-Acme-Widgets-v2.docx', 2)).toBe(
      'Non-Disclosure-Agreement-Acme-Widgets-v2.docx',
    );
    expect(
      versionedFileName(fallbackFileName({ documentType: 'Freelance Agreement', businessName: 'Big Sky Design' }), 3),
    ).toBe('Freelance-Agreement-Big-Sky-Design-v3.docx');
  });
});
