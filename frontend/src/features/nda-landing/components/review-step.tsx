import { Alert, Box, Button, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { ShieldIcon } from '@/components/ui/icons';
import { site } from '@/config/site';
import { SPECIAL_CLAUSES } from '@/lib/options';
import { optionText } from '@/lib/order-words';
import type { DocumentData } from '@/types/api';
import { NDA_STRINGS as S } from '../strings';
import { TermsAgreement } from './terms-agreement';

type Props = {
  data: DocumentData;
  /** The checkout's error (or the held code's), shown in the red box (spec §4, §8). */
  error: string | null;
  busy: boolean;
  /** Credits left on the code this browser holds: the button drafts with it instead of opening checkout. */
  heldCredits: number | null;
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  prompting: boolean;
  termsRef: Ref<HTMLInputElement>;
  onGenerate: () => void;
  onBack: () => void;
  /** 'What your document will include' (the route's plan summary), under the order's summary. */
  plan?: ReactNode;
};

/**
 * Step 3 'Review & Generate' (spec §2): banner, summary, what the NDA will include (the plan), error box, package and
 * price, terms, checkout, Back.
 */
export function ReviewStep({
  data,
  error,
  busy,
  heldCredits,
  agreed,
  onAgreedChange,
  prompting,
  termsRef,
  onGenerate,
  onBack,
  plan,
}: Props) {
  const rows: [string, string][] = [
    [S.summary.documentType, data.documentType],
    [S.summary.format, S.formatValue],
    [S.summary.businessName, data.businessName],
    [S.summary.businessType, data.businessType],
    [S.summary.industry, data.industry],
    [S.summary.stateJurisdiction, data.stateJurisdiction],
    [S.summary.protectionLevel, data.protectionLevel],
  ];
  // The optional details, when answered.
  const mutuality = data.details?.mutuality?.trim();
  const purpose = data.details?.purpose?.trim();
  const counterpartyEntityType = data.details?.counterpartyEntityType?.trim();
  if (mutuality) rows.push([S.summary.mutuality, optionText('mutuality', mutuality)]);
  if (purpose) rows.push([S.summary.purpose, purpose]);
  if (counterpartyEntityType) rows.push([S.summary.counterpartyEntityType, counterpartyEntityType]);
  const clauses = SPECIAL_CLAUSES.filter((clause) => data.specialClauses.includes(clause.id)).map((c) => c.label);

  return (
    <Stack gap="5">
      <HStack
        gap="3"
        align="flex-start"
        borderRadius="lg"
        bg="green.50"
        _dark={{ bg: 'green.950' }}
        borderWidth="1px"
        borderColor="green.200"
        p="4"
      >
        <ShieldIcon color="green.700" boxSize="6" flexShrink="0" mt="0.5" aria-hidden />
        <Box>
          <Text fontWeight="bold" color="green.800" _dark={{ color: 'green.200' }}>
            {S.riskFreeTitle}
          </Text>
          <Text fontSize="sm" color="green.800" _dark={{ color: 'green.200' }}>
            {S.riskFreeText}
          </Text>
        </Box>
      </HStack>

      <Box as="section" aria-labelledby="nda-summary-title" borderWidth="1px" borderRadius="lg" p="4">
        <Text as="h3" id="nda-summary-title" fontWeight="semibold" mb="3">
          {S.summaryTitle}
        </Text>
        {/* Side by side from 480px; on narrower phones each value sits under its label, the pairs spaced apart. */}
        <DataList.Root orientation="horizontal" size="md" gap={{ base: '3', sm: '2' }}>
          {rows.map(([label, value]) => (
            <DataList.Item key={label} flexDirection={{ base: 'column', sm: 'row' }} alignItems={{ base: 'flex-start', sm: 'center' }} gap={{ base: '0', sm: '4' }}>
              <DataList.ItemLabel minW={{ sm: '44' }} color="fg.muted" fontSize={{ base: 'xs', sm: 'sm' }}>
                {label}
              </DataList.ItemLabel>
              <DataList.ItemValue fontWeight="medium" overflowWrap="anywhere">
                {value}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {clauses.length > 0 && (
          <Text fontSize="sm" color="fg.muted" mt="3">
            {S.includedClauses}: {clauses.join(', ')}
          </Text>
        )}
      </Box>

      {plan}

      {error && (
        <Alert.Root status="error" variant="outline" role="alert" data-testid="nda-error-box">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{S.errorTitle}</Alert.Title>
            <Alert.Description>{error}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {heldCredits !== null ? (
        <Box borderRadius="lg" bg="blue.50" _dark={{ bg: 'blue.950' }} p="4" data-testid="held-code-note">
          <Text fontSize="sm">{S.heldCodeNote(heldCredits)}</Text>
        </Box>
      ) : (
        <HStack
          justify="space-between"
          align="center"
          gap="4"
          borderRadius="lg"
          bg="bg.subtle"
          p="4"
          flexWrap={{ base: 'wrap', sm: 'nowrap' }}
        >
          <Box>
            <Text fontWeight="semibold">{S.packageName}</Text>
            <Text fontSize="sm" color="fg.muted">
              {S.packageDescription(site.creditsPerPurchase, site.validityDays)}
            </Text>
          </Box>
          <Box textAlign={{ base: 'start', sm: 'end' }} flexShrink="0">
            <Text fontSize="3xl" fontWeight="bold" lineHeight="1">
              {site.price}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {S.priceNote}
            </Text>
          </Box>
        </HStack>
      )}

      <TermsAgreement agreed={agreed} onAgreedChange={onAgreedChange} prompting={prompting} inputRef={termsRef} />

      <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="space-between">
        <Button variant="outline" onClick={onBack} disabled={busy}>
          {S.back}
        </Button>
        <Button colorPalette="blue" size="lg" onClick={onGenerate} disabled={busy}>
          {busy ? S.processing : heldCredits !== null ? S.heldCodeButton(heldCredits) : S.checkout}
        </Button>
      </Stack>

      <Text fontSize="xs" color="fg.muted">
        {S.notLegalAdvice}
      </Text>
    </Stack>
  );
}
