import { Box, Container, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { CheckCircleIcon } from '@/components/ui/icons';
import { site } from '@/config/site';
import type { RenderPlan } from '@/lib/plan-slot';
import type { DocumentData } from '@/types/api';
import { useNdaPreset } from '../preset';
import { NDA_STRINGS as S } from '../strings';
import { IntroVideo } from './intro-video';
import { ProtectionCards, SampleExcerpt, TrustStrip } from './landing-sections';
import { NdaWizard, type NdaCheckout, type WizardStep } from './nda-wizard';

type Props = {
  checkout: NdaCheckout;
  /** Credits left on a valid code this browser holds (null: none), and how to draft with it. */
  heldCredits: number | null;
  onGenerateWithHeldCode: (data: DocumentData) => Promise<void>;
  /** Opens the full sample NDA (the page's route shows it in a dialog). */
  onViewFullSample: () => void;
  /** 'What your document will include' on the review step (the route passes features/document-plan's summary). */
  renderPlan?: RenderPlan;
};

/**
 * The NDA landing page (spec §2 '/nda'): hero with the intro video, the 3-step wizard, and on step 1 the trust
 * strip, a sample excerpt and 'Professional NDA Protection'. Entering sets the NDA preset (spec §3).
 */
export function NdaLanding({ checkout, heldCredits, onGenerateWithHeldCode, onViewFullSample, renderPlan }: Props) {
  useNdaPreset();
  const [step, setStep] = useState<WizardStep>(1);

  return (
    <Box>
      <Box bgGradient="to-b" gradientFrom="blue.50" gradientTo="bg" _dark={{ gradientFrom: 'blue.950' }} pt={{ base: '8', md: '14' }} pb="8">
        <Container maxW="6xl">
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '6', lg: '12' }} alignItems="center">
            <Stack gap="4">
              <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.15">
                {S.heroTitle}
              </Heading>
              <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
                {S.heroIntro}
              </Text>
              {/* Phones skip the points (the cards below say it) so the wizard starts sooner, but not the price: it
                  shows on their first screen, in credits while a code is held. */}
              <Text display={{ base: 'block', md: 'none' }} fontWeight="semibold" data-testid="nda-phone-price">
                {heldCredits === null ? S.phonePrice : S.phoneHeldPrice(heldCredits)}
              </Text>
              <List.Root gap="2" variant="plain" display={{ base: 'none', md: 'flex' }}>
                {(heldCredits === null
                  ? S.heroPoints
                  : [...S.heroPoints.slice(0, -1), S.heldCodePoint(heldCredits)]
                ).map((point) => (
                  <List.Item key={point} alignItems="flex-start">
                    <List.Indicator asChild color="green.600" mt="1">
                      <CheckCircleIcon />
                    </List.Indicator>
                    {point}
                  </List.Item>
                ))}
              </List.Root>
            </Stack>
            <IntroVideo url={site.introVideoUrl} />
          </SimpleGrid>
        </Container>
      </Box>

      <Container maxW="3xl" py={{ base: '6', md: '10' }}>
        <NdaWizard
          step={step}
          onStepChange={setStep}
          checkout={checkout}
          heldCredits={heldCredits}
          onGenerateWithHeldCode={onGenerateWithHeldCode}
          renderPlan={renderPlan}
        />
      </Container>

      {step === 1 && (
        <>
          <Container maxW="5xl" pb={{ base: '8', md: '12' }}>
            <Stack gap={{ base: '8', md: '12' }}>
              <TrustStrip />
              <Box maxW="3xl" mx="auto" w="full">
                <SampleExcerpt onViewFullSample={onViewFullSample} />
              </Box>
            </Stack>
          </Container>
          <ProtectionCards />
        </>
      )}
    </Box>
  );
}
