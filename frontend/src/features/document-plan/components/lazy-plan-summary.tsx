import { Suspense, useState } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { RenderPlan } from '@/lib/plan-slot';
import type { DocumentData } from '@/types/api';
import type { PlanSummaryProps } from './plan-summary';

const PlanSummary = lazyWithPreload(() => import('./plan-summary').then((module) => module.PlanSummary));

const filled = (value: unknown) =>
  (typeof value === 'string' && value.trim() !== '') || (Array.isArray(value) && value.length > 0);

/**
 * Whether the order may be worth a plan: a type, a state, and a clause or an answered detail. A quick look, so the
 * first visit's code stays small; the summary itself decides exactly (plan-request.ts).
 */
function mayBePlannable(order: DocumentData): boolean {
  return (
    filled(order.documentType) &&
    filled(order.stateJurisdiction) &&
    (filled(order.specialClauses) || Object.values(order.details ?? {}).some(filled))
  );
}

/**
 * 'What your document will include', whose code loads with the first order worth a plan (a type, a state and a
 * clause or deciding detail), not with the form's first paint (docs/decisions/0015). Once loaded it stays mounted,
 * saying nothing while the order is not worth a plan.
 */
export function LazyPlanSummary(props: PlanSummaryProps) {
  const plannable = mayBePlannable(props.documentData);
  const [wanted, setWanted] = useState(plannable);
  // Adjusted while rendering, not in an effect: the first plannable order mounts the summary for good.
  if (plannable && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PlanSummary {...props} />
    </Suspense>
  );
}

/** The summary's code and the order's plan, fetched before the step that shows them (lib/plan-slot.ts `prepare`). */
async function preparePlanSummary(order: DocumentData): Promise<void> {
  if (!mayBePlannable(order)) return;
  await Promise.all([
    PlanSummary.preload(),
    import('../api/plan-document').then((module) => module.preparePlan(order)),
  ]);
}

/** The forms' `renderPlan` slot (src/lib/plan-slot.ts), as the routes pass it. */
export const renderPlanSummary: RenderPlan = Object.assign(
  ({ order, onDecidingFieldsChange, headingAs }: Parameters<RenderPlan>[0]) => (
    <LazyPlanSummary documentData={order} onDecidingFieldsChange={onDecidingFieldsChange} headingAs={headingAs} />
  ),
  { prepare: preparePlanSummary },
);
