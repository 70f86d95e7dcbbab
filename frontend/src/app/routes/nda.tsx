import { Container } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { useCheckout } from '@/features/checkout/hooks/use-checkout';
import { useHeldCode } from '@/features/document-code/hooks/use-held-code';
import { renderPlanSummary } from '@/features/document-plan/components/lazy-plan-summary';
import { NdaLanding } from '@/features/nda-landing/components/nda-landing';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

// Shown only to a visitor holding a code with credits left: which code, and 'Sign out of this code'.
const HeldCodeBanner = lazyWithPreload(() =>
  import('@/features/document-code/components/held-code-banner').then((module) => module.HeldCodeBanner),
);

// The dialog's machinery (focus trap, dismissal, presence) loads when the visitor first asks for the sample.
const SampleDialog = lazyWithPreload(() =>
  import('@/features/sample-document/components/sample-dialog').then((module) => module.SampleDialog),
);

/**
 * /nda, the advertising landing page (spec §2): the NDA wizard pays through the shared checkout, or drafts with a
 * document code this browser already holds (credits left, no new payment); 'View Full Sample' opens the sample NDA
 * in a dialog. The review step shows what the NDA will include for the chosen state (document-plan), and with a held
 * code what it uses of the code's credits; the banner above names the code and offers to sign out of it.
 */
export function NdaRoute() {
  const { startCheckout, isProcessing, checkoutError, refusal } = useCheckout();
  const { heldCode, generateWithHeldCode } = useHeldCode();
  const [sampleOpen, setSampleOpen] = useState(false);
  const [sampleWanted, setSampleWanted] = useState(false);

  return (
    <>
      {heldCode && (
        <Suspense fallback={null}>
          <Container maxW="3xl" pt="4">
            <HeldCodeBanner heldCode={heldCode} />
          </Container>
        </Suspense>
      )}
      <NdaLanding
        checkout={{ start: startCheckout, isProcessing, error: checkoutError ?? refusal }}
        heldCredits={heldCode ? heldCode.creditsRemaining : null}
        onGenerateWithHeldCode={generateWithHeldCode}
        renderPlan={renderPlanSummary}
        onViewFullSample={() => {
          setSampleWanted(true);
          setSampleOpen(true);
        }}
      />
      {sampleWanted && (
        <Suspense fallback={null}>
          <SampleDialog documentType="nda" open={sampleOpen} onOpenChange={setSampleOpen} />
        </Suspense>
      )}
    </>
  );
}
