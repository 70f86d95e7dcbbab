/**
 * A list-documents entry as the server sends it: version 1 of Acme Widgets' California NDA, finished, with the fields
 * a test cares about overridden.
 */
export function listedDocument(jobId: string, overrides: Record<string, unknown> = {}) {
  return {
    jobId,
    version: 1,
    parentJobId: null,
    title: 'Non-Disclosure Agreement',
    businessName: 'Acme Widgets',
    state: 'California',
    createdAt: '2026-11-20T15:04:00Z',
    fileName: 'Non-Disclosure-Agreement-Acme-Widgets.docx',
    reviewNotes: [],
    hasRedline: false,
    changes: [],
    ...overrides,
  };
}
