/**
 * Which orders are worth a plan (POST /api/plan-document), and what of an order is sent for one. Kept apart from the
 * summary's code so a form can tell, without loading it, whether there is anything to show.
 */
import { OTHER_DOCUMENT_TYPE } from '@/lib/document-data';
import { isUsdAmount, keepDetails } from '@/lib/document-details';
import type { DetailField } from '@/lib/order-schema';
import { DEFAULT_PROTECTION_LEVEL } from '@/lib/options';
import type { DecidingFields } from '@/lib/plan-slot';
import type { DocumentData, DocumentPlan } from '@/types/api';

/**
 * The details whose answers can change what the engine drafts (whether a covenant is lawful, which notices a
 * document carries). Names and free-text sentences (the purpose, the payment dates) are only written into the
 * document as given: a plan does not wait on them, nor ask again at each keystroke.
 */
export const PLANNED_DETAILS: readonly DetailField[] = [
  'annualPay',
  'exemptStatus',
  'workState',
  'profession',
  'contractValue',
  'sellsOrSharesData',
  'targetedAdvertising',
  'sensitiveData',
  'mutuality',
  'businessRole',
  'counterpartyEntityType',
  'counterpartyState',
];

/**
 * The answered details among PLANNED_DETAILS; an amount the server could not read yet (a few keys of one typed) is
 * left out, as if not given, rather than have the plan refused.
 */
function plannedDetails(order: DocumentData): DocumentData['details'] {
  const details = keepDetails(order.details, PLANNED_DETAILS);
  if (!details) return undefined;
  for (const field of ['annualPay', 'contractValue'] as const) {
    const amount = details[field];
    if (amount !== undefined && !isUsdAmount(amount)) delete details[field];
  }
  return Object.keys(details).length > 0 ? details : undefined;
}

/** Trimmed text; anything else (a field a stored order lacks) is blank. */
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The order as the plan is asked for it, or null when no plan is worth asking: the document type and state must be
 * set (and an 'Other (Beta)' order's own type name), and the order must have selected a special clause or answered a
 * detail that can change the document. What the plan does not read (the business's name, the custom instructions,
 * the names and sentences among the details) is left blank, which the server fills with neutral words: typing them
 * asks nothing again.
 */
export function planRequestData(order: DocumentData): DocumentData | null {
  const documentType = text(order.documentType);
  const stateJurisdiction = text(order.stateJurisdiction);
  if (!documentType || !stateJurisdiction) return null;
  const isOther = documentType === OTHER_DOCUMENT_TYPE;
  const specificType = text(order.customDocument?.specificDocumentType);
  if (isOther && !specificType) return null;
  const details = plannedDetails(order);
  const specialClauses = Array.isArray(order.specialClauses) ? [...order.specialClauses] : [];
  if (specialClauses.length === 0 && !details) return null;
  const request: DocumentData = {
    documentType,
    businessName: '',
    businessType: text(order.businessType),
    stateJurisdiction,
    industry: text(order.industry),
    protectionLevel: order.protectionLevel || DEFAULT_PROTECTION_LEVEL,
    specialClauses,
    customInstructions: '',
    pricingTier: order.pricingTier || '$19',
  };
  if (isOther && order.customDocument) {
    request.customDocument = {
      specificDocumentType: specificType,
      documentDescription: text(order.customDocument.documentDescription),
      questionAnswerPairs: (order.customDocument.questionAnswerPairs ?? []).filter((pair) => text(pair.question) !== ''),
    };
  }
  if (details) request.details = details;
  return request;
}

/** Whether the order is worth a plan. */
export function isPlannable(order: DocumentData): boolean {
  return planRequestData(order) !== null;
}

/** The details the plan says would decide a clause, each with the labels of the clauses waiting on it. */
export function decidingFieldsOf(plan: DocumentPlan | undefined): DecidingFields {
  const fields: Record<string, string[]> = {};
  for (const clause of plan?.clauses ?? []) {
    if (clause.status !== 'needsFacts') continue;
    for (const fact of clause.facts ?? []) {
      const clauses = (fields[fact] ??= []);
      if (!clauses.includes(clause.label)) clauses.push(clause.label);
    }
  }
  return fields;
}
