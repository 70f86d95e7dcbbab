import type { RequestOptions } from '@/lib/api-client';
import type { SampleDocumentType } from '../sample-types';

export const GENERATE_SAMPLE_DOCUMENT_ENDPOINT = '/api/generate-sample-document';

/**
 * The call's address and options: the page's own call (generate-sample-document.ts) and the one the entry starts
 * early (app/early-requests.ts). A file of its own, so the entry does not carry the page's data hooks.
 */
export const generateSampleDocumentCall = (documentType: SampleDocumentType) => ({
  endpoint: GENERATE_SAMPLE_DOCUMENT_ENDPOINT,
  options: { body: { documentType } } satisfies RequestOptions,
});
