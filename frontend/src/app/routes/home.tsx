import { Box, Button, Container, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { KeyIcon } from '@/components/ui/icons';
import { DOCUMENT_FORM_ANCHOR } from '@/config/paths';
import { site } from '@/config/site';
import { isFormComplete } from '@/lib/document-data';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { MOBILE_QUERY, legibleControls, mobileOnly, wideOnly } from '@/lib/responsive';
import { useMediaQuery } from '@/lib/use-media-query';
import { useNearViewport } from '@/lib/use-near-viewport';
import { useDocumentData } from '@/stores/document-data';
import type { DocumentData } from '@/types/api';
import { CHECKOUT_ERROR_TOAST_ID, useCheckout } from '@/features/checkout/hooks/use-checkout';
import { CheckoutCancelledNotice } from '@/features/checkout/components/checkout-cancelled-notice';
import { CheckoutErrorBanner } from '@/features/checkout/components/checkout-error-banner';
import { CodeRedemption } from '@/features/document-code/components/code-redemption';
import { useHeldCode } from '@/features/document-code/hooks/use-held-code';
import { HELD_CODE_STRINGS } from '@/features/document-code/strings';
import { showToast } from '@/components/ui/toaster';
import { DocumentForm } from '@/features/document-form/components/document-form';
import { renderPlanSummary } from '@/features/document-plan/components/lazy-plan-summary';
import type { DocumentWizardHandle } from '@/features/document-form/components/document-wizard';
import { DOCUMENT_TYPES } from '@/features/document-form/options';
import { FORM_STRINGS, WIZARD_STRINGS } from '@/features/document-form/strings';
import { Hero } from '@/features/marketing/components/hero';
import { NarrowLanding } from '@/features/marketing/components/narrow-landing';
import { Pricing } from '@/features/marketing/components/pricing';

const WIDE_QUERY = '(min-width: 640px)';

// The phone's 4-step wizard loads when the visitor reaches for 'Create Document', not with the landing view.
const DocumentWizard = lazyWithPreload(() =>
  import('@/features/document-form/components/document-wizard').then((module) => module.DocumentWizard),
);

// Shown only to a visitor holding a code with credits left: which code, and 'Sign out of this code'.
const HeldCodeBanner = lazyWithPreload(() =>
  import('@/features/document-code/components/held-code-banner').then((module) => module.HeldCodeBanner),
);

// The review before the wide form spends a held code's credit (the wizard's own last step is its review).
const HeldCodeReview = lazyWithPreload(() =>
  import('@/features/document-code/components/held-code-review').then((module) => module.HeldCodeReview),
);

// The selling sections only wide screens show (spec §2), in their own chunk: phones never load them.
const HomeWideSections = lazyWithPreload(() =>
  import('./home-wide-sections').then((module) => module.HomeWideSections),
);

/**
 * Room kept for the wide sections while their chunk loads, a little under their real height at each
 * breakpoint (measured: 5.6-5.8k px at 640-767, 5.2-5.5k to 1023, 4.9-5.0k from 1024), so the
 * footer never shows up and then jumps away (layout shift) on a tall screen or a slow network.
 */
const WIDE_SECTIONS_ROOM = { base: '5600px', md: '5200px', lg: '4850px' };

/**
 * The selling sections below the form: their code and their samples load when the visitor scrolls towards them (or
 * arrives there from a link), not with the first view; the room they take is kept meanwhile.
 */
function WideSectionsWhenNear({ heldPrice }: { heldPrice?: { price: string; term: string; note: string } }) {
  const { ref, isNear } = useNearViewport<HTMLDivElement>('600px');
  const room = <Box ref={ref} minH={WIDE_SECTIONS_ROOM} />;
  if (!isNear) return room;
  return (
    <Suspense fallback={room}>
      <HomeWideSections heldPrice={heldPrice} />
    </Suspense>
  );
}

type HomeState = { documentType?: string; scrollToForm?: boolean } | null;

/** Phones (under 640px) see one of these at a time (spec §2 'Home, narrow screens'). */
type NarrowStage = 'landing' | 'wizard' | 'code';

export function HomeRoute() {
  const [params] = useSearchParams();
  // A fresh start (after 'Start New Document') remounts the page with its defaults.
  const fresh = params.get('fresh');
  return <HomePage key={fresh ?? 'home'} freshStart={fresh !== null} />;
}

/** Brings the wide form into view. */
const scrollToForm = () => document.getElementById(DOCUMENT_FORM_ANCHOR)?.scrollIntoView({ behavior: 'smooth' });

/** A field that brings up the on-screen keyboard. */
function isTextEntry(target: EventTarget): boolean {
  if (target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(target.type);
}

function HomePage({ freshStart }: { freshStart: boolean }) {
  const location = useLocation();
  const { documentData, updateField } = useDocumentData();
  const { startCheckout, isProcessing, fieldErrors } = useCheckout();
  // A returning buyer holding a code with credits left drafts with it instead of paying again (issue 24): every price
  // on the page reads in credits, and a credit is spent only from a review that says so.
  const { heldCode, generateWithHeldCode } = useHeldCode();
  const [usingHeldCode, setUsingHeldCode] = useState(false);
  const [reviewing, setReviewing] = useState<DocumentData | null>(null);
  // Mounted from its first opening, so it can animate closing.
  const [reviewLoaded, setReviewLoaded] = useState(false);
  if (reviewing && !reviewLoaded) setReviewLoaded(true);
  const held = heldCode
    ? {
        submitLabel: HELD_CODE_STRINGS.button(heldCode.creditsRemaining),
        priceLine: HELD_CODE_STRINGS.priceLine(heldCode.creditsRemaining),
        price: { value: HELD_CODE_STRINGS.price(heldCode.creditsRemaining), note: HELD_CODE_STRINGS.priceNote(heldCode.code) },
        card: {
          price: HELD_CODE_STRINGS.cardPrice,
          term: HELD_CODE_STRINGS.cardTerm(heldCode.creditsRemaining),
          note: HELD_CODE_STRINGS.cardNote,
        },
      }
    : null;
  const draftWithHeldCode = async (documentData: DocumentData) => {
    setUsingHeldCode(true);
    try {
      await generateWithHeldCode(documentData);
    } catch (error) {
      console.error('Drafting with the held code failed', error);
      showToast(HELD_CODE_STRINGS.failedTitle, HELD_CODE_STRINGS.failedDescription, 'error');
      setUsingHeldCode(false);
      setReviewing(null);
    }
  };
  // The wizard's last step is its review, which says what the document uses: its button drafts.
  const submitFromWizard = (data: DocumentData) => (heldCode ? draftWithHeldCode(data) : startCheckout(data));
  // The wide form has no review step of its own: with a held code, the review comes first.
  const submitFromForm = (data: DocumentData) => (heldCode ? setReviewing(data) : startCheckout(data));
  const isSubmitting = isProcessing || usingHeldCode;
  const handledState = useRef<unknown>(null);

  // Which layout shows is CSS (no layout shift); whether the phone's form view or the wide form is mounted is
  // behaviour, so that one reads the width: the page never holds both forms at once.
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const isWide = useMediaQuery(WIDE_QUERY);
  const [stage, setStage] = useState<NarrowStage>(() => {
    const state = location.state as HomeState;
    const wantsForm =
      freshStart ||
      Boolean(state?.scrollToForm || state?.documentType) ||
      location.hash === `#${DOCUMENT_FORM_ANCHOR}`;
    return wantsForm ? 'wizard' : 'landing';
  });
  const narrowStage: NarrowStage = isMobile ? stage : 'landing';
  const [arrivedForForm] = useState(
    () => Boolean((location.state as HomeState)?.scrollToForm) || location.hash === `#${DOCUMENT_FORM_ANCHOR}`,
  );

  // While the visitor types, the keyboard takes the bottom of the screen: the floating button steps aside so it
  // never sits over the field being typed in.
  const [typing, setTyping] = useState(false);
  const createButtonRef = useRef<HTMLButtonElement>(null);
  const wizardRef = useRef<DocumentWizardHandle | null>(null);
  // Focus for the wizard's step, asked for before the wizard's code had arrived: given when it mounts.
  const wizardFocusPending = useRef(false);
  const attachWizard = useCallback((handle: DocumentWizardHandle | null) => {
    wizardRef.current = handle;
    if (handle && wizardFocusPending.current) {
      wizardFocusPending.current = false;
      handle.focusStep();
    }
  }, []);
  const codeHeadingRef = useRef<HTMLHeadingElement>(null);

  // Navigation state may preselect a document type and ask to scroll to the form (spec §2).
  useEffect(() => {
    const state = location.state as HomeState;
    if (!state || handledState.current === state) return;
    handledState.current = state;
    if (state.documentType && DOCUMENT_TYPES.some((t) => t.value === state.documentType)) {
      updateField('documentType', state.documentType);
    }
    if (state.scrollToForm || location.hash === `#${DOCUMENT_FORM_ANCHOR}`) {
      window.setTimeout(
        () => document.getElementById(DOCUMENT_FORM_ANCHOR)?.scrollIntoView({ behavior: 'smooth' }),
        100,
      );
    }
  }, [location.state, location.hash, updateField]);

  // A new phone screen starts at the top, with focus on what replaced the old one.
  const shownStage = useRef(stage);
  useEffect(() => {
    if (shownStage.current === stage) return;
    shownStage.current = stage;
    window.scrollTo({ top: 0 });
    if (stage === 'landing') createButtonRef.current?.focus({ preventScroll: true });
    else if (stage === 'wizard') {
      if (wizardRef.current) wizardRef.current.focusStep();
      else wizardFocusPending.current = true;
    }
    else codeHeadingRef.current?.focus({ preventScroll: true });
  }, [stage]);

  return (
    // Inputs on this page use 16px text on phones, so iOS does not zoom into them.
    <Box css={legibleControls}>
      {/* Phones (under 640px): the landing view, then the 4-step wizard or the code screen. */}
      <Box css={mobileOnly}>
        {/* Not drawn at all on wide screens (CSS would hide it anyway): a phone's layout costs a desktop nothing. */}
        {narrowStage === 'landing' && !(isWide && !isMobile) && (
          <NarrowLanding
            priceLine={held?.priceLine}
            createButtonRef={createButtonRef}
            onCreateDocument={() => setStage('wizard')}
            onCreateDocumentIntent={() => void DocumentWizard.preload()}
          />
        )}
        {narrowStage !== 'landing' && (
          // Kept while the code screen shows, so the wizard keeps its step.
          <Box
            as="section"
            aria-labelledby="wizard-title"
            hidden={narrowStage === 'code'}
            onFocusCapture={(event) => setTyping(isTextEntry(event.target))}
            onBlurCapture={() => setTyping(false)}
          >
            <Container maxW="xl" pt="6">
              <Stack gap="5">
                <Heading as="h1" size="2xl" id="wizard-title" textAlign="center">
                  {FORM_STRINGS.sectionTitle}
                </Heading>
                <CheckoutCancelledNotice />
                <CheckoutErrorBanner />
                {heldCode && (
                  <Suspense fallback={null}>
                    <HeldCodeBanner heldCode={heldCode} />
                  </Suspense>
                )}
                <Suspense fallback={<Box minH="md" aria-busy="true" />}>
                  <DocumentWizard
                    ref={attachWizard}
                    onValidSubmit={submitFromWizard}
                    isSubmitting={isSubmitting}
                    submitLabel={held?.submitLabel}
                    price={held?.price}
                    serverErrors={fieldErrors}
                    serverErrorsToastId={CHECKOUT_ERROR_TOAST_ID}
                    onExit={() => setStage('landing')}
                    renderPlan={renderPlanSummary}
                  />
                </Suspense>
              </Stack>
            </Container>
            {/* Floats over the wizard while it scrolls, and rests in a row of its own below it: it never covers
                the step's buttons, nor the footer. */}
            <Box
              position="sticky"
              bottom="0"
              zIndex="docked"
              display="flex"
              justifyContent="flex-end"
              px="4"
              py="4"
              pointerEvents="none"
              visibility={typing ? 'hidden' : 'visible'}
              data-testid="have-code-dock"
            >
              <Button
                pointerEvents="auto"
                borderRadius="full"
                shadow="lg"
                colorPalette="blue"
                variant="subtle"
                borderWidth="1px"
                borderColor="blue.200"
                onClick={() => setStage('code')}
              >
                <KeyIcon boxSize="18px" aria-hidden />
                {WIZARD_STRINGS.haveCode}
              </Button>
            </Box>
          </Box>
        )}
        {narrowStage === 'code' && (
          <Box as="section" aria-labelledby="code-screen-title">
            <Container maxW="xl" py="6">
              <Stack gap="4">
                <Button variant="ghost" alignSelf="flex-start" px="2" onClick={() => setStage('wizard')}>
                  <span aria-hidden>&larr;</span>
                  {WIZARD_STRINGS.backToForm}
                </Button>
                <Heading as="h1" size="2xl" id="code-screen-title" ref={codeHeadingRef} tabIndex={-1} outline="none">
                  {WIZARD_STRINGS.codeScreenTitle}
                </Heading>
                <Heading as="h2" size="md" fontWeight="normal" color="fg.muted">
                  {WIZARD_STRINGS.codeScreenIntro}
                </Heading>
                <CodeRedemption isFormComplete={isFormComplete} onContinueToForm={() => setStage('wizard')} />
              </Stack>
            </Container>
          </Box>
        )}
      </Box>

      {/* Wide screens (640px and up): hero, the 'Create Your Document' form, 'OR' and the code box. Not drawn at all
          on phones (CSS would hide it anyway): rendering the hidden form was most of a phone's first-load work. */}
      {narrowStage === 'landing' && !isMobile && (
        <Box css={wideOnly}>
          <Hero priceLine={held?.priceLine} />
          <Box
            as="section"
            id={DOCUMENT_FORM_ANCHOR}
            aria-labelledby="create-document-title"
            py="12"
            scrollMarginTop="20"
          >
            <Container maxW="3xl">
              <Stack gap="8">
                <Box textAlign="center">
                  <Heading
                    as="h2"
                    size="2xl"
                    id="create-document-title"
                    // Opened to show the form (it scrolls there): focus arrives here rather than on the hero's h1
                    // (lib/route-focus.ts; the name is written out, as importing it would split the shared code).
                    data-route-focus={arrivedForForm ? '' : undefined}
                  >
                    {FORM_STRINGS.sectionTitle}
                  </Heading>
                  <Text color="fg.muted" mt="2">
                    {`Fill in your details; ${held ? '' : 'after payment '}${site.drafter === 'ai' ? 'the AI drafts' : 'we draft'} your document${held ? ' with your code' : ''} in under 2 minutes.`}
                  </Text>
                </Box>
                <CheckoutCancelledNotice />
                <CheckoutErrorBanner />
                {heldCode && (
                  <Suspense fallback={null}>
                    <HeldCodeBanner heldCode={heldCode} />
                  </Suspense>
                )}
                <DocumentForm
                  onValidSubmit={submitFromForm}
                  isSubmitting={isSubmitting}
                  submitLabel={held?.submitLabel}
                  serverErrors={fieldErrors}
                  serverErrorsToastId={CHECKOUT_ERROR_TOAST_ID}
                  renderPlan={renderPlanSummary}
                />
                <HStack gap="4" aria-hidden>
                  <Separator flex="1" />
                  <Text fontWeight="semibold" color="fg.muted">
                    OR
                  </Text>
                  <Separator flex="1" />
                </HStack>
                <CodeRedemption
                  isFormComplete={isFormComplete}
                  onContinueToForm={(complete) => (complete ? setReviewing(documentData) : scrollToForm())}
                />
              </Stack>
            </Container>
          </Box>
        </Box>
      )}
      {reviewLoaded && heldCode && (
        <Suspense fallback={null}>
          <HeldCodeReview
            open={reviewing !== null}
            heldCode={heldCode}
            order={reviewing ?? documentData}
            busy={usingHeldCode}
            onConfirm={() => {
              if (reviewing) void draftWithHeldCode(reviewing);
            }}
            onCancel={() => setReviewing(null)}
          />
        </Suspense>
      )}

      {/* Phones: the pricing card closes the landing view (after the held code, when there is one). */}
      {isMobile && narrowStage === 'landing' && (
        <Box css={mobileOnly}>
          {heldCode && (
            <Container maxW="xl" pt="6">
              <Suspense fallback={null}>
                <HeldCodeBanner heldCode={heldCode} />
              </Suspense>
            </Container>
          )}
          <Pricing heldPrice={held?.card} />
        </Box>
      )}

      {/* Wide screens: the pricing card and the selling sections after the form, in their own chunk (phones never
          load it), with room kept while it loads. */}
      {isWide && (
        <Box css={wideOnly}>
          <WideSectionsWhenNear heldPrice={held?.card} />
        </Box>
      )}
    </Box>
  );
}
