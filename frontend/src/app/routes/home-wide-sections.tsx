import { Button } from '@chakra-ui/react';
import { DOCUMENT_FORM_ANCHOR } from '@/config/paths';
import { FORM_STRINGS } from '@/features/document-form/strings';
import { Advantage } from '@/features/marketing/components/advantage';
import { ComparisonTable } from '@/features/marketing/components/comparison-table';
import { ExampleSituations } from '@/features/marketing/components/example-situations';
import { Faq } from '@/features/marketing/components/faq';
import { HowItWorks } from '@/features/marketing/components/how-it-works';
import { MarketingSection } from '@/features/marketing/components/marketing-section';
import { Pricing } from '@/features/marketing/components/pricing';
import { ValueCards } from '@/features/marketing/components/value-cards';
import { SAMPLES_SECTION_STRINGS } from '@/features/marketing/strings';
import { SamplePreviews } from '@/features/sample-document/components/sample-previews';

/** Brings the form into view and puts keyboard focus on its first field, so nobody has to tab back up. */
function scrollToForm() {
  const form = document.getElementById(DOCUMENT_FORM_ANCHOR);
  form?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  form?.querySelector<HTMLElement>('select, input, textarea')?.focus({ preventScroll: true });
}

/**
 * The home page's selling sections on wide screens (spec §2 'Home, wide screens'), after the form:
 * pricing, how it works, value cards, example situations, sample previews, comparison table, FAQ
 * and the Advantage block. Loaded lazily by the home route, only at 640px and wider. `heldPrice`: the plan's price
 * as a held code's credits.
 */
export function HomeWideSections({ heldPrice }: { heldPrice?: { price: string; term: string; note: string } }) {
  return (
    <>
      <Pricing heldPrice={heldPrice}>
        <Button colorPalette="blue" size="lg" onClick={scrollToForm}>
          {FORM_STRINGS.sectionTitle}
        </Button>
      </Pricing>
      <HowItWorks />
      <ValueCards />
      <ExampleSituations />
      <MarketingSection title={SAMPLES_SECTION_STRINGS.title} intro={SAMPLES_SECTION_STRINGS.intro} tinted maxW="4xl">
        <SamplePreviews />
      </MarketingSection>
      <ComparisonTable />
      <Faq />
      <Advantage onStart={scrollToForm} />
    </>
  );
}
