import { Box, Button, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { formatDate } from '@/lib/format';
import { isApiError } from '@/lib/api-client';
import { applyGuaranteeAction } from '../api/guarantee-action';
import { lookupPurchase } from '../api/lookup-purchase';
import type { GuaranteeAction, Purchase } from '../api/types';
import { OPERATOR_STRINGS as S } from '../strings';
import { TextArea, TextInput } from '@/components/ui/form-controls';
import { LabelledField } from './controls';

/** What an action needs from the operator (checked here as the server checks it). */
export function validateAction(reason: string, operator: string): { reason?: string; operator?: string } {
  const problems: { reason?: string; operator?: string } = {};
  const reasonLength = reason.trim().length;
  if (reasonLength < 3 || reasonLength > 500) problems.reason = S.reasonRequired;
  const operatorLength = operator.trim().length;
  if (operatorLength < 2 || operatorLength > 100 || /[\r\n]/.test(operator)) problems.operator = S.operatorRequired;
  return problems;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Box display="contents">
      <chakra.dt color="fg.muted">{label}</chakra.dt>
      <chakra.dd overflowWrap="anywhere">{value}</chakra.dd>
    </Box>
  );
}

/** The confirm step of an action: who and why, then the action itself. */
function ConfirmAction({
  action,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  action: GuaranteeAction;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string, operator: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [operator, setOperator] = useState('');
  const [problems, setProblems] = useState<{ reason?: string; operator?: string }>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateAction(reason, operator);
    setProblems(found);
    if (Object.keys(found).length === 0) onConfirm(reason.trim(), operator.trim());
  };
  return (
    <form onSubmit={submit} noValidate aria-label={action === 'refund' ? S.refund : S.addCredits}>
      <Stack gap="3" borderTopWidth="1px" borderColor="border" pt="3">
        <LabelledField id={`operator-name-${action}`} label={S.operatorLabel} error={problems.operator}>
          <TextInput
            id={`operator-name-${action}`}
            autoComplete="name"
            value={operator}
            aria-invalid={problems.operator ? true : undefined}
            onChange={(e) => setOperator(e.currentTarget.value)}
          />
        </LabelledField>
        <LabelledField id={`operator-reason-${action}`} label={S.reasonLabel} error={problems.reason}>
          <TextArea
            minH="20"
            id={`operator-reason-${action}`}
            value={reason}
            aria-invalid={problems.reason ? true : undefined}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
        </LabelledField>
        {error ? (
          <Text color="red.700" role="alert">
            {error}
          </Text>
        ) : null}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button type="submit" colorPalette={action === 'refund' ? 'red' : 'blue'} loading={busy}>
            {action === 'refund' ? S.confirmRefund : S.confirmCredits}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            {S.cancel}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

/** One purchase: its credits, dates and history, and the two guarantee actions. */
function PurchaseCard({
  purchase,
  token,
  onChanged,
  onUnauthorized,
}: {
  purchase: Purchase;
  token: string;
  onChanged: (purchase: Purchase) => void;
  onUnauthorized: (message: string) => void;
}) {
  const [pending, setPending] = useState<GuaranteeAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const confirm = async (reason: string, operator: string) => {
    if (!pending) return;
    setBusy(true);
    setError(null);
    try {
      const result = await applyGuaranteeAction(token, { code: purchase.code, action: pending, reason, operator });
      onChanged(result.purchase);
      setDone(`${pending === 'refund' ? S.refunded : S.creditsAdded} ${result.emailed ? S.buyerEmailed : S.buyerNotEmailed}`);
      setPending(null);
    } catch (failure) {
      if (isApiError(failure) && (failure.status === 401 || failure.status === 429)) onUnauthorized(failure.message);
      setError(isApiError(failure) ? failure.message : S.invokeError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <chakra.li listStyleType="none" borderWidth="1px" borderColor="border" rounded="l3" p="4" data-testid="purchase">
      <Stack gap="3">
        <Stack direction="row" justify="space-between" align="baseline" wrap="wrap" gap="2">
          <Heading as="h3" size="md" fontFamily="mono" data-testid="purchase-code">
            {purchase.code}
          </Heading>
          <Text fontWeight="semibold" data-testid="purchase-status">
            {S.statusNames[purchase.status]}
          </Text>
        </Stack>
        <chakra.dl fontSize="sm" display="grid" gridTemplateColumns="max-content 1fr" columnGap="3" rowGap="1">
          <Row label="Credits" value={`${purchase.creditsRemaining} of ${purchase.creditsTotal} left`} />
          <Row label="Purchased" value={formatDate(purchase.purchasedAt)} />
          <Row label="Valid until" value={formatDate(purchase.expiresAt)} />
          {purchase.buyerEmail ? <Row label="Checkout email" value={purchase.buyerEmail} /> : null}
          {purchase.extraCreditsAddedAt ? <Row label="3 credits added" value={formatDate(purchase.extraCreditsAddedAt)} /> : null}
          {purchase.refundedAt ? <Row label="Refunded" value={formatDate(purchase.refundedAt)} /> : null}
        </chakra.dl>
        {purchase.history.length > 0 ? (
          <Box>
            <Text fontWeight="medium" fontSize="sm">
              {S.history}
            </Text>
            <chakra.ul ps="5" fontSize="sm" listStyleType="disc">
              {purchase.history.map((entry) => (
                <li key={`${entry.at}-${entry.action}`}>
                  {formatDate(entry.at)}: {entry.action === 'refund' ? S.refund : S.addCredits}, by {entry.operator} ({entry.reason})
                </li>
              ))}
            </chakra.ul>
          </Box>
        ) : null}
        {done ? (
          <Text role="status" color="green.800" fontWeight="medium">
            {done}
          </Text>
        ) : null}
        {pending ? (
          <ConfirmAction
            key={pending}
            action={pending}
            busy={busy}
            error={error}
            onConfirm={(reason, operator) => void confirm(reason, operator)}
            onCancel={() => {
              setPending(null);
              setError(null);
            }}
          />
        ) : (
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button
              colorPalette="blue"
              variant="outline"
              disabled={!purchase.canAddCredits}
              onClick={() => {
                setDone(null);
                setPending('add-credits');
              }}
            >
              {S.addCredits}
            </Button>
            <Button
              colorPalette="red"
              variant="outline"
              disabled={!purchase.canRefund}
              onClick={() => {
                setDone(null);
                setPending('refund');
              }}
            >
              {S.refund}
            </Button>
          </Stack>
        )}
      </Stack>
    </chakra.li>
  );
}

/** Finds purchases by code or checkout email and offers the guarantee's two actions on each. */
export function GuaranteePanel({ token, onUnauthorized }: { token: string; onUnauthorized: (message: string) => void }) {
  const [query, setQuery] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [purchases, setPurchases] = useState<Purchase[] | null>(null);
  const [searching, setSearching] = useState(false);

  const search = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!query.trim()) {
      setProblem(S.lookupRequired);
      return;
    }
    setSearching(true);
    setProblem(undefined);
    setPurchases(null);
    try {
      setPurchases(await lookupPurchase(token, query));
    } catch (failure) {
      if (isApiError(failure) && (failure.status === 401 || failure.status === 429)) onUnauthorized(failure.message);
      setProblem(isApiError(failure) ? failure.message : S.invokeError);
    } finally {
      setSearching(false);
    }
  };

  const replace = (changed: Purchase) =>
    setPurchases((current) => current?.map((p) => (p.code === changed.code ? changed : p)) ?? null);

  return (
    <Stack as="section" gap="4" aria-labelledby="guarantee-heading">
      <Heading as="h2" id="guarantee-heading" size="xl">
        {S.guaranteeHeading}
      </Heading>
      <Text color="fg.muted">{S.guaranteeIntro}</Text>
      <form onSubmit={(event) => void search(event)} noValidate aria-label={S.lookup}>
        <Stack gap="3" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-start' }}>
          <Box flex="1">
            <LabelledField id="purchase-lookup" label={S.lookupLabel} error={problem}>
              <TextInput
                id="purchase-lookup"
                name="lookup"
                autoComplete="off"
                spellCheck={false}
                value={query}
                aria-invalid={problem ? true : undefined}
                onChange={(e) => setQuery(e.currentTarget.value)}
              />
            </LabelledField>
          </Box>
          <Button type="submit" colorPalette="blue" loading={searching} mt={{ sm: '7' }}>
            {S.lookup}
          </Button>
        </Stack>
      </form>
      {purchases ? (
        <chakra.ul display="grid" gap="3" m="0" p="0">
          {purchases.map((purchase) => (
            <PurchaseCard
              key={purchase.code}
              purchase={purchase}
              token={token}
              onChanged={replace}
              onUnauthorized={onUnauthorized}
            />
          ))}
        </chakra.ul>
      ) : null}
    </Stack>
  );
}
