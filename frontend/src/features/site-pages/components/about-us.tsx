import { Button, Card, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { byDrafter, useSite } from '@/config/site';

const MISSION_CARDS = [
  {
    title: 'Fast Turnaround',
    text: 'A complete draft in minutes, not weeks: describe your business, pay once, and download an editable Word file.',
  },
  {
    title: 'Cost-Effective',
    text: 'One payment for six document credits over 30 days, where a lawyer typically charges hundreds of dollars for one drafted document.',
  },
  {
    title: 'Innovation',
    // "AI drafting" only when an AI provider drafts (site-config `drafter`, issue 24).
    get text() {
      const ai = byDrafter({ ai: ', with AI drafting where it helps,', library: ',', unknown: ',' });
      return `A clause library built around state rules${ai} checked against the rules of the state you choose.`;
    },
  },
  {
    title: 'Accessibility',
    text: 'Plain forms, clear review notes and documents you can edit yourself, so any small business can start from a solid draft.',
  },
];

/** About Us (spec §2 'Static pages'): the product's story, 'Our Mission' with four cards, 'Get Started Today'. */
export function AboutUs() {
  const site = useSite();
  const brand = site.brandName;
  return (
    <Container maxW="4xl" py={{ base: '10', md: '16' }}>
      <Stack gap="12">
        <Stack gap="4">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            About Us
          </Heading>
          <Text lineHeight="tall" fontSize="lg">
            {brand} started from a simple observation: small businesses need the same basic agreements again and again
            (a non-disclosure agreement before a meeting, terms of service and a privacy policy for a new website, a
            contract for a freelancer or a first employee), and the choice was between a lawyer&apos;s fees and weeks
            of waiting, or a generic template that ignores the state the business operates in.
          </Text>
          <Text lineHeight="tall">
            We built a drafting engine that starts from the rules of the state you choose and the customs of your
            industry, and writes a complete document from your answers in a few minutes. Every document comes with
            review notes that say what was adapted for your state and what an attorney should check. We are not a law
            firm and give no legal advice: the goal is a solid, editable first draft at a price of {site.price}, so that
            an attorney&apos;s time, when you need it, goes further.
          </Text>
        </Stack>

        <Stack gap="6" as="section" aria-labelledby="our-mission">
          <Heading as="h2" size="xl" id="our-mission">
            Our Mission
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {MISSION_CARDS.map((card) => (
              <Card.Root key={card.title} variant="outline">
                <Card.Body gap="2">
                  <Heading as="h3" size="md">
                    {card.title}
                  </Heading>
                  <Text color="fg.muted" lineHeight="tall">
                    {card.text}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Stack>

        <Stack gap="4" as="section" aria-labelledby="get-started" align="flex-start" bg="blue.50" p="8" rounded="lg">
          <Heading as="h2" size="xl" id="get-started">
            Get Started Today
          </Heading>
          <Text lineHeight="tall">
            Choose a document, describe your business and receive a draft made for your state, with a 30-day money-back
            guarantee.
          </Text>
          <Button asChild colorPalette="blue" size="lg">
            <RouterLink to={paths.home.getHref()}>Create Your Document</RouterLink>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
