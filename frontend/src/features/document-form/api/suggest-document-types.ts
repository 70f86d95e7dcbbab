import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { getDocumentCode } from '@/lib/storage';
import type { DocumentTypeSuggestion } from '../custom-document';

export const SUGGEST_DOCUMENT_TYPES_ENDPOINT = '/api/suggest-document-types';

type SuggestDocumentTypesResponse = { suggestions?: unknown };

function isSuggestion(value: unknown): value is { name: string; description?: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { name?: unknown }).name === 'string' &&
    (value as { name: string }).name.trim() !== ''
  );
}

/**
 * POST /api/suggest-document-types `{query}` (2-200 characters; the stored code, when there is one,
 * in `x-document-code` so the server may rank with AI) -> `{suggestions: [{name, description}]}`.
 * Errors yield an empty list (spec §7).
 */
export async function suggestDocumentTypes(
  query: string,
  documentCode: string | null = getDocumentCode(),
): Promise<DocumentTypeSuggestion[]> {
  try {
    const response = await apiRequest<SuggestDocumentTypesResponse>(SUGGEST_DOCUMENT_TYPES_ENDPOINT, {
      body: { query },
      documentCode,
    });
    if (!Array.isArray(response?.suggestions)) return [];
    return response.suggestions.filter(isSuggestion).map((suggestion) => ({
      name: suggestion.name.trim(),
      description: typeof suggestion.description === 'string' ? suggestion.description.trim() : '',
    }));
  } catch (error) {
    console.warn('Document type suggestions failed', error);
    return [];
  }
}

/** Remote suggestions for a query (null: none asked); each query is fetched once per session. */
export function useSuggestDocumentTypes(query: string | null) {
  return useSWR(
    query ? [SUGGEST_DOCUMENT_TYPES_ENDPOINT, query] : null,
    ([, q]: [string, string]) => suggestDocumentTypes(q),
    {
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    },
  );
}
