/**
 * The slot where a form shows what its order's document will include (features/document-plan's PlanSummary). Forms
 * cannot import that feature (docs/decisions/0013): each takes a `renderPlan` render prop, and the route passes the
 * summary in. The form gives it the order as it would be sent, and learns back which detail fields decide a clause,
 * to mark them.
 */
import { useState, type ReactNode } from 'react';
import type { DocumentData } from '@/types/api';

/**
 * The details whose answers would decide a selected clause the state's law turns on, by wire name (a key of
 * DocumentDetails), each with the labels of the clauses it decides. Empty when nothing is waiting on a detail.
 */
export type DecidingFields = Readonly<Record<string, readonly string[]>>;

export const NO_DECIDING_FIELDS: DecidingFields = {};

export type PlanSlot = {
  /** The order as it would be sent to checkout (or to a revision). */
  order: DocumentData;
  /** Called with the deciding fields whenever they change (empty when none, or when no plan is shown). */
  onDecidingFieldsChange: (fields: DecidingFields) => void;
  /** The summary's heading level, one below the surrounding heading. */
  headingAs: 'h3' | 'h4';
};

/**
 * Renders the plan for the slot's order. `prepare`, when given, gets an order's plan (and the summary's code) ready
 * before a step that shows it appears, so that step draws whole: a plan arriving after the step is drawn pushes the
 * terms box and the pay button down under the visitor's finger.
 */
export type RenderPlan = ((slot: PlanSlot) => ReactNode) & { prepare?: (order: DocumentData) => Promise<void> };

/** The longest a step waits for its plan to be prepared before it is drawn anyway (the plan then follows). */
export const PLAN_PREPARE_LIMIT_MS = 1500;

/** Prepares the order's plan through the slot, waiting at most PLAN_PREPARE_LIMIT_MS; never fails. */
export async function preparePlanFor(renderPlan: RenderPlan | undefined, order: DocumentData): Promise<void> {
  const prepare = renderPlan?.prepare;
  if (!prepare) return;
  let timer: number | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = window.setTimeout(resolve, PLAN_PREPARE_LIMIT_MS);
  });
  try {
    await Promise.race([prepare(order).catch(() => undefined), limit]);
  } finally {
    window.clearTimeout(timer);
  }
}

/**
 * A form's deciding fields, as its plan reports them: `[fields, onDecidingFieldsChange]`. The summary reports only
 * when they change, so a report is a new value to draw.
 */
export function useDecidingFields(): [DecidingFields, (fields: DecidingFields) => void] {
  return useState<DecidingFields>(NO_DECIDING_FIELDS);
}
