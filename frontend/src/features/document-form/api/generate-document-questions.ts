import { useMemo } from 'react';
import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { getDocumentCode } from '@/lib/storage';
import { CUSTOM_TYPE_LIMITS, defaultQuestions } from '../custom-document';

export const GENERATE_DOCUMENT_QUESTIONS_ENDPOINT = '/api/generate-document-questions';

type GenerateDocumentQuestionsResponse = { questions?: unknown };

/**
 * POST /api/generate-document-questions `{documentType}` (the typed custom name, 3-200 characters;
 * the stored code, when there is one, in `x-document-code` so the server may ask with AI)
 * -> `{questions: [string]}`.
 */
export async function generateDocumentQuestions(
  documentType: string,
  documentCode: string | null = getDocumentCode(),
): Promise<string[]> {
  const response = await apiRequest<GenerateDocumentQuestionsResponse>(GENERATE_DOCUMENT_QUESTIONS_ENDPOINT, {
    body: { documentType },
    documentCode,
  });
  if (!Array.isArray(response?.questions)) return [];
  return response.questions
    .filter((question): question is string => typeof question === 'string' && question.trim() !== '')
    .map((question) => question.trim().slice(0, CUSTOM_TYPE_LIMITS.maxAnswerChars))
    .slice(0, CUSTOM_TYPE_LIMITS.maxQuestions);
}

/**
 * The follow-up questions for a custom document type (null: none asked yet). Answers are cached per
 * document type for the session; when the call fails or returns none, the built-in keyword group
 * is used instead (spec §4).
 */
export function useDocumentQuestions(documentType: string | null) {
  const { data, error, isLoading } = useSWR(
    documentType ? [GENERATE_DOCUMENT_QUESTIONS_ENDPOINT, documentType] : null,
    ([, type]: [string, string]) => generateDocumentQuestions(type),
    {
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
      onError: (err) => console.warn('Generating document questions failed; using the default questions', err),
    },
  );
  const usedDefaults = Boolean(documentType) && !isLoading && (Boolean(error) || (data !== undefined && data.length === 0));
  const questions = useMemo(() => {
    if (!documentType) return [];
    if (data && data.length > 0) return data;
    return usedDefaults ? defaultQuestions(documentType) : [];
  }, [documentType, data, usedDefaults]);
  return { questions, isLoading, usedDefaults };
}
