import { generationStatus } from './generation-status';
import type { Handler } from './test-utils';

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

/**
 * The calls /download makes for the code's finished job `jobId`, 4 of its 6 credits left and that one document
 * listed; `overrides` replaces or adds handlers.
 */
export function downloadPageApi(jobId: string, overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    '/api/generation-status': () => ({
      body: generationStatus({ jobId, status: 'succeeded', stage: 'done', progress: 100 }),
    }),
    '/api/get-credit-info': () => ({
      body: { creditsTotal: 6, creditsUsed: 2, creditsRemaining: 4, expiresAt: '2026-12-22T10:00:00Z' },
    }),
    '/api/clear-document-data': () => ({ body: { success: true } }),
    '/api/list-documents': () => ({ body: { documents: [listedDocument(jobId)] } }),
    ...overrides,
  };
}
