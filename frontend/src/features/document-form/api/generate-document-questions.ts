import { useMemo } from 'react';
import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { getDocumentCode } from '@/lib/storage';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { DocumentKind } from '@/types/api';
import { CUSTOM_TYPE_LIMITS, defaultQuestions, questionsKey } from '../custom-document';

export const GENERATE_DOCUMENT_QUESTIONS_ENDPOINT = '/api/generate-document-questions';

type GenerateDocumentQuestionsResponse = { questions?: unknown; kind?: unknown };

/** What the server answers for a typed name: its questions, and how it reads the name (null: it did not say). */
export type DocumentQuestions = { questions: string[]; kind: DocumentKind | null };

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The answer's `kind`, or null when it is missing or not the documented shape (a server from before the catalog
 * answers only questions: then no side or Mutual/One-way is asked and nothing is said about support).
 */
export function parseDocumentKind(raw: unknown): DocumentKind | null {
  if (!raw || typeof raw !== 'object') return null;
  const kind = raw as Record<string, unknown>;
  if (typeof kind.supported !== 'boolean') return null;
  const sides = Array.isArray(kind.sides)
    ? [...new Set(kind.sides.map(text).filter((side): side is string => side !== null))]
    : [];
  return {
    supported: kind.supported,
    label: text(kind.label) ?? '',
    sides,
    mutualChoice: kind.mutualChoice === true,
    // Said only when the kind is not supported; a refusal without its sentence still refuses.
    message: kind.supported ? null : (text(kind.message) ?? null),
  };
}

/**
 * POST /api/generate-document-questions `{documentType}` (the typed custom name, 3-200 characters;
 * the stored code, when there is one, in `x-document-code` so the server may ask with AI)
 * -> `{questions: [string], kind: DocumentKind}`.
 */
export async function generateDocumentQuestions(
  documentType: string,
  documentCode: string | null = getDocumentCode(),
): Promise<DocumentQuestions> {
  const response = await apiRequest<GenerateDocumentQuestionsResponse>(GENERATE_DOCUMENT_QUESTIONS_ENDPOINT, {
    body: { documentType },
    documentCode,
  });
  const questions = Array.isArray(response?.questions)
    ? response.questions
        .filter((question): question is string => typeof question === 'string' && question.trim() !== '')
        .map((question) => question.trim().slice(0, CUSTOM_TYPE_LIMITS.maxAnswerChars))
        .slice(0, CUSTOM_TYPE_LIMITS.maxQuestions)
    : [];
  return { questions, kind: parseDocumentKind(response?.kind) };
}

/** One cache entry per typed name, shared by the questions and the kind (one call for both). */
function useQuestionsCall(documentType: string | null) {
  return useSWR(
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
}

/**
 * The follow-up questions for a custom document type (null: none asked yet). Answers are cached per
 * document type for the session; when the call fails or returns none, the built-in keyword group
 * is used instead (spec §4).
 */
export function useDocumentQuestions(documentType: string | null) {
  const { data, error, isLoading } = useQuestionsCall(documentType);
  const asked = data?.questions;
  const usedDefaults =
    Boolean(documentType) && !isLoading && (Boolean(error) || (asked !== undefined && asked.length === 0));
  const questions = useMemo(() => {
    if (!documentType) return [];
    if (asked && asked.length > 0) return asked;
    return usedDefaults ? defaultQuestions(documentType) : [];
  }, [documentType, asked, usedDefaults]);
  return { questions, isLoading, usedDefaults };
}

/**
 * How the server reads the typed 'Other (Beta)' name (C3 `kind`), asked once the typing has paused as long as the
 * questions wait (the same call and cache as the questions); null while unknown, when the call fails or the server
 * does not say.
 */
export function useDocumentKind(specificDocumentType: string): DocumentKind | null {
  const key = useDebouncedValue(questionsKey(specificDocumentType), CUSTOM_TYPE_LIMITS.questionsDebounceMs);
  const current = questionsKey(specificDocumentType);
  const { data } = useQuestionsCall(key);
  // A kind answered for an older name is not shown for the new one while the new one is asked.
  return key !== null && key === current ? (data?.kind ?? null) : null;
}
