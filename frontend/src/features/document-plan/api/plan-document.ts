import { useEffect, useState } from 'react';
import useSWR, { unstable_serialize, useSWRConfig } from 'swr';
import { ApiError, apiRequest } from '@/lib/api-client';
import { SPECIAL_CLAUSES } from '@/lib/options';
import type { DocumentData, DocumentPlan, PlannedClause } from '@/types/api';
import { planRequestData } from '../plan-request';

export const PLAN_DOCUMENT_ENDPOINT = '/api/plan-document';
/** How long the order must stay unchanged before its plan is asked: typing an amount asks once, not per key. */
export const PLAN_DEBOUNCE_MS = 400;
/** A plan is a preview: given up sooner than a purchase's call, and then simply not shown. */
export const PLAN_TIMEOUT_MS = 10_000;

const STATUSES: ReadonlySet<string> = new Set(['included', 'leftOut', 'needsFacts']);

const isText = (value: unknown): value is string => typeof value === 'string';
const isClauseId = (value: unknown): value is PlannedClause['id'] => SPECIAL_CLAUSES.some((clause) => clause.id === value);
const optionalText = (value: unknown) => (isText(value) && value.trim() !== '' ? value : undefined);

function invalidPlan(): ApiError {
  return new ApiError({ status: 200, code: 'invalid_response', message: 'The plan could not be read.' });
}

/** The answer, checked: a clause with a status this screen cannot word is no plan to show (an unknown status is not 'included'). */
export function readPlan(answer: unknown): DocumentPlan {
  const body = (answer && typeof answer === 'object' ? answer : {}) as { clauses?: unknown; sections?: unknown };
  if (!Array.isArray(body.clauses)) throw invalidPlan();
  const clauses = body.clauses.map((entry): PlannedClause => {
    const clause = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
    if (!isClauseId(clause.id) || !isText(clause.status) || !STATUSES.has(clause.status)) throw invalidPlan();
    return {
      id: clause.id,
      label: optionalText(clause.label) ?? clause.id,
      status: clause.status as PlannedClause['status'],
      reason: optionalText(clause.reason),
      instead: optionalText(clause.instead),
      facts: Array.isArray(clause.facts) ? clause.facts.filter(isText) : [],
    };
  });
  const sections = Array.isArray(body.sections) ? body.sections.filter(isText) : [];
  return { clauses, sections };
}

/**
 * POST /api/plan-document `{documentData}` (no document code) -> `{clauses, sections}`: what the engine will draft
 * for the order's state and facts, each selected special clause `included`, `leftOut` (with the reason and what is
 * used instead) or `needsFacts` (the details that would decide). 400 `invalid_document_data` (type or state missing,
 * with `fields`), 429 `rate_limited`.
 */
export async function planDocument(documentData: DocumentData): Promise<DocumentPlan> {
  const answer = await apiRequest<unknown>(PLAN_DOCUMENT_ENDPOINT, {
    body: { documentData },
    timeoutMs: PLAN_TIMEOUT_MS,
  });
  return readPlan(answer);
}

/** Plans asked for ahead of the step that shows them (`preparePlan`), by request text; a few recent ones. */
const preparedPlans = new Map<string, DocumentPlan>();
const PREPARED_PLANS_KEPT = 20;

/**
 * Asks for the order's plan before the step that shows it is drawn (lib/plan-slot.ts `prepare`): that step's summary
 * then draws the plan in its first frame. A failure is left for the summary to meet and say.
 */
export async function preparePlan(order: DocumentData): Promise<void> {
  const request = planRequestData(order);
  if (!request) return;
  const key = JSON.stringify(request);
  if (preparedPlans.has(key)) return;
  const plan = await planDocument(request);
  if (preparedPlans.size >= PREPARED_PLANS_KEPT) {
    const oldest = preparedPlans.keys().next().value;
    if (oldest !== undefined) preparedPlans.delete(oldest);
  }
  preparedPlans.set(key, plan);
}

/** Forgets the prepared plans: for tests, whose files share one window and so this module. */
export function forgetPreparedPlans(): void {
  preparedPlans.clear();
}

/**
 * The plan of an order, asked once the order has stayed the same for PLAN_DEBOUNCE_MS, and only for an order worth
 * one (plan-request.ts). `active`: the order is worth a plan (null: no call). `plan`: the last plan answered, kept
 * while the next one is on its way (`pending`); never given beside an `error`.
 */
export function useDocumentPlan(order: DocumentData | null) {
  const request = order ? planRequestData(order) : null;
  // Keyed by the request's text: a new but equal order (each render makes one) is the same plan.
  const wanted = request ? JSON.stringify(request) : null;
  // The first order too waits: it is often the first key typed in an amount; but not an order whose plan is already
  // here (prepared for this step, or asked by the step before): drawn at once, the plan moves nothing later.
  const { cache } = useSWRConfig();
  const [settled, setSettled] = useState<string | null>(() =>
    wanted !== null &&
    (preparedPlans.has(wanted) || cache.get(unstable_serialize([PLAN_DOCUMENT_ENDPOINT, wanted]))?.data !== undefined)
      ? wanted
      : null,
  );
  useEffect(() => {
    if (wanted === null) return;
    const timer = window.setTimeout(() => setSettled(wanted), PLAN_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [wanted]);
  const key = wanted !== null && settled !== null ? settled : null;
  const { data, error, isLoading } = useSWR(
    key ? [PLAN_DOCUMENT_ENDPOINT, key] : null,
    ([, body]: [string, string]) => planDocument(JSON.parse(body) as DocumentData),
    {
      keepPreviousData: true,
      fallbackData: key ? preparedPlans.get(key) : undefined,
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    },
  );
  const active = wanted !== null;
  // The answer (or failure) of the order as it is now, not of one typed before.
  const current = active && settled === wanted;
  const failed = current && error !== undefined;
  return {
    active,
    plan: active && !failed ? data : undefined,
    error: failed ? (error as unknown) : undefined,
    pending: active && !failed && (!current || isLoading),
  };
}
