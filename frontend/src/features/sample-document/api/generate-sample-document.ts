import useSWR from 'swr';
import { ApiError, apiRequest } from '@/lib/api-client';
import type { SampleDocumentType } from '../sample-types';
import { SAMPLE_STRINGS } from '../strings';
import { GENERATE_SAMPLE_DOCUMENT_ENDPOINT, generateSampleDocumentCall } from './sample-document-call';

type GenerateSampleDocumentResponse = { document?: unknown };

/**
 * POST /api/generate-sample-document `{documentType}` (nda, tos, privacy, freelance, employment)
 * -> `{document}`: the full sample as Markdown text. A missing or empty document is a failure
 * ('Failed to load sample document'); 400 `invalid_document_type` carries 'Invalid document type'.
 */
export async function generateSampleDocument(documentType: SampleDocumentType): Promise<string> {
  const call = generateSampleDocumentCall(documentType);
  const response = await apiRequest<GenerateSampleDocumentResponse>(call.endpoint, call.options);
  const document = response?.document;
  if (typeof document !== 'string' || document.trim() === '') {
    throw new ApiError({ status: 200, code: 'no_document', message: SAMPLE_STRINGS.noDocument });
  }
  return document;
}

/** The sample for a valid type (null: no call). Loaded once per page view. */
export function useSampleDocument(documentType: SampleDocumentType | null) {
  return useSWR(
    documentType ? [GENERATE_SAMPLE_DOCUMENT_ENDPOINT, documentType] : null,
    ([, type]: [string, SampleDocumentType]) => generateSampleDocument(type),
    {
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    },
  );
}
