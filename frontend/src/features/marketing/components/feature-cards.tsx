import { Box, Heading, SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import { lineIcon } from '@/components/ui/icons';

const FEATURES = [
  {
    title: 'Instant Download',
    text: 'Your document arrives as a Word (.docx) file as soon as it is drafted, ready to download.',
    Icon: lineIcon(<path d="M12 3v12m0 0-4-4m4 4 4-4M5 21h14" />),
  },
  {
    title: 'Lightning Fast',
    // On the phone's prerendered first screen, drawn before the site says who drafts: true of either (issue 24).
    text: 'Drafted in under 2 minutes, with clauses for your state and terms for your industry.',
    Icon: lineIcon(<path d="M13 2 4 14h7l-1 8 9-12h-7z" />),
  },
  {
    title: 'Edit & Customize',
    text: 'Change anything in Word or any editor that opens .docx; your 6 credits cover revisions for 30 days.',
    Icon: lineIcon(
      <>
        <path d="M12 20h9" />
        <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
      </>,
    ),
  },
] as const;

/** The landing view's three feature cards for phones (spec §2 'Home, narrow screens'). */
export function FeatureCards() {
  const titleId = useId();
  return (
    <Box as="section" aria-labelledby={titleId}>
      <VisuallyHidden>
        <h2 id={titleId}>What you get</h2>
      </VisuallyHidden>
      <SimpleGrid columns={1} gap="3">
        {FEATURES.map((feature) => (
          <Box
            key={feature.title}
            borderWidth="1px"
            borderRadius="l3"
            p="4"
            bg="bg.panel"
            display="grid"
            gridTemplateColumns="auto 1fr"
            columnGap="3"
            rowGap="1"
            alignItems="start"
          >
            <Box
              gridRow="span 2"
              display="flex"
              alignItems="center"
              justifyContent="center"
              boxSize="10"
              borderRadius="full"
              bg="blue.50"
              color="blue.700"
              aria-hidden
            >
              <feature.Icon boxSize="6" />
            </Box>
            <Heading as="h3" size="md">
              {feature.title}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {feature.text}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
