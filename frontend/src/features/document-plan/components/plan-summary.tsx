/**
 * 'What your document will include' (issue 23 point 2, issue 24 point 1): before payment, what the engine will draft
 * for the order's state and facts. Each selected special clause says Included, Not included (the state's reason and
 * what the document uses instead) or that it depends on details not given (which ones, why, and what the document
 * does until then). A failed plan says so quietly and never stands in the form's way. Its code loads with the first
 * order worth a plan (lazy-plan-summary.tsx).
 */
import { Box, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useId } from 'react';
import { joinWithAnd } from '@/lib/detail-labels';
import { fieldLabel } from '@/lib/order-words';
import type { DecidingFields } from '@/lib/plan-slot';
import type { DocumentData, PlannedClause } from '@/types/api';
import { useDocumentPlan } from '../api/plan-document';
import { decidingFieldsOf } from '../plan-request';
import { PLAN_STRINGS as S } from '../strings';
import { IncludedIcon, LeftOutIcon, NeedsFactsIcon } from './plan-icons';

export type PlanSummaryProps = {
  /** The order as it would be sent (the form's trimmed data, or a revision's changed data). */
  documentData: DocumentData;
  /**
   * Told the details the plan says would decide a clause (field -> clause labels) whenever they change, so the form
   * can mark those fields; empty when none (or when no plan is shown).
   */
  onDecidingFieldsChange?: (fields: DecidingFields) => void;
  /** One level below the surrounding heading. */
  headingAs?: 'h3' | 'h4';
};

const LOOK = {
  included: { Icon: IncludedIcon, color: 'fg.success' },
  leftOut: { Icon: LeftOutIcon, color: 'fg.error' },
  needsFacts: { Icon: NeedsFactsIcon, color: 'fg.warning' },
} as const;

function ClauseLine({ clause, documentType }: { clause: PlannedClause; documentType: string }) {
  const { Icon, color } = LOOK[clause.status];
  const facts = clause.status === 'needsFacts' ? (clause.facts ?? []) : [];
  const showReason = clause.status !== 'included' && clause.reason;
  const showInstead = clause.status !== 'included' && clause.instead;
  return (
    <chakra.li display="flex" gap="2" alignItems="flex-start" data-testid={`plan-clause-${clause.id}`} data-status={clause.status}>
      <Icon color={color} boxSize="5" flexShrink="0" mt="0.5" aria-hidden />
      <Stack gap="1" minW="0" flex="1" overflowWrap="anywhere">
        <Text fontWeight="semibold">
          {clause.label}
          <chakra.span srOnly>: </chakra.span>
          <Text as="span" display="block" fontSize="sm" fontWeight="semibold" color={color}>
            {S.status[clause.status]}
          </Text>
        </Text>
        {facts.length > 0 && (
          <Text fontSize="sm">
            {S.detailsToGive}{' '}
            <chakra.strong fontWeight="semibold">
              {joinWithAnd(facts.map((fact) => fieldLabel(fact, documentType)))}
            </chakra.strong>
          </Text>
        )}
        {showReason && (
          <Text fontSize="sm" color="fg.muted">
            {clause.reason}
          </Text>
        )}
        {showInstead && (
          <Text fontSize="sm">
            <chakra.span fontWeight="semibold">{clause.status === 'needsFacts' ? S.untilThen : S.instead}</chakra.span>{' '}
            {clause.instead}
          </Text>
        )}
      </Stack>
    </chakra.li>
  );
}

/** The summary for the order; nothing when the order is not worth a plan (no type or state, nothing to decide). */
export function PlanSummary({ documentData, onDecidingFieldsChange, headingAs = 'h4' }: PlanSummaryProps) {
  const titleId = useId();
  const { active, plan, error, pending } = useDocumentPlan(documentData);

  // The fields to mark, told to the form only when they change (compared as text: each plan is a new object).
  const decidingKey = JSON.stringify(decidingFieldsOf(plan));
  const reportDeciding = useEffectEvent((key: string) => onDecidingFieldsChange?.(JSON.parse(key) as DecidingFields));
  useEffect(() => reportDeciding(decidingKey), [decidingKey]);

  if (!active) return null;
  const state = documentData.stateJurisdiction.trim();
  const documentType = documentData.documentType.trim();
  let quietLine: string | null = null;
  if (error !== undefined) quietLine = S.unavailable;
  else if (pending) quietLine = plan ? S.updating : S.checking(state);

  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      data-testid="plan-summary"
      borderWidth="1px"
      borderRadius="md"
      p={{ base: '3', sm: '4' }}
      bg="bg.panel"
    >
      <Stack gap="1" mb="3">
        <Heading as={headingAs} size="md" id={titleId}>
          {S.title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {S.intro(state)}
        </Text>
      </Stack>
      {/* Announced as it changes (only what changed: not the whole list again for each answer). */}
      <Box role="status" aria-live="polite" aria-atomic="false" aria-busy={pending || undefined}>
        {/*
          Once a plan is shown, its line keeps its place while hidden: each answer's update shows 'Updating…' there
          without moving what is below (Continue, the order button) under a finger about to tap it.
        */}
        {(quietLine || plan) && (
          <Text
            fontSize="sm"
            color="fg.muted"
            data-testid={quietLine ? 'plan-quiet-line' : undefined}
            visibility={quietLine ? undefined : 'hidden'}
            aria-hidden={quietLine ? undefined : true}
          >
            {quietLine ?? S.updating}
          </Text>
        )}
        {plan && (
          <Box opacity={pending ? 0.6 : undefined} mt="2">
            {plan.clauses.length > 0 ? (
              <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="3">
                {plan.clauses.map((clause) => (
                  <ClauseLine key={clause.id} clause={clause} documentType={documentType} />
                ))}
              </chakra.ul>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                {S.noClauses}
              </Text>
            )}
          </Box>
        )}
      </Box>
      {plan && plan.sections.length > 0 && (
        <chakra.details mt="3" fontSize="sm">
          <chakra.summary cursor="pointer" fontWeight="medium" py="1" color="fg">
            {S.sections(plan.sections.length)}
          </chakra.summary>
          <chakra.ol ps="6" mt="1" display="grid" gap="0.5" overflowWrap="anywhere">
            {plan.sections.map((section, index) => (
              <li key={`${index}-${section}`}>{section}</li>
            ))}
          </chakra.ol>
        </chakra.details>
      )}
    </Box>
  );
}
