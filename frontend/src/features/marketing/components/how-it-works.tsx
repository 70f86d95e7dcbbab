import { Circle, Heading, List, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { HOW_IT_WORKS_STRINGS } from '../strings';
import { MarketingSection } from './marketing-section';

/** Spec §2: how it works in four steps (select document, enter details, AI customization, download). */
export function HowItWorks() {
  return (
    <MarketingSection title={HOW_IT_WORKS_STRINGS.title} intro={HOW_IT_WORKS_STRINGS.intro} tinted maxW="6xl">
      <List.Root
        as="ol"
        variant="plain"
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }}
        gap={{ base: '4', md: '6' }}
      >
        {HOW_IT_WORKS_STRINGS.steps.map((step, index) => (
          <List.Item key={step.title} display="block">
            <Stack gap="3" h="full" bg="bg.panel" borderWidth="1px" borderRadius="xl" p="6">
              <Circle size="10" bg="blue.600" color="white" fontWeight="bold" aria-hidden>
                {index + 1}
              </Circle>
              <Heading as="h3" size="md">
                <VisuallyHidden>
                  {`Step ${index + 1}: `}
                </VisuallyHidden>
                {step.title}
              </Heading>
              <Text color="fg.muted">{step.text}</Text>
            </Stack>
          </List.Item>
        ))}
      </List.Root>
    </MarketingSection>
  );
}
