import { Box, Container, Heading, Stack, Text, type ContainerProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** One selling section of the home page: a labelled <section> with its h2, an intro line and content. */
export function MarketingSection({
  title,
  intro,
  children,
  tinted = false,
  maxW = '5xl',
  id,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** A soft background, so neighbouring sections read as separate blocks. */
  tinted?: boolean;
  maxW?: ContainerProps['maxW'];
  id?: string;
}) {
  const headingId = useId();
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={headingId}
      py={{ base: '12', md: '16' }}
      bg={tinted ? 'bg.subtle' : undefined}
    >
      <Container maxW={maxW}>
        <Stack gap={{ base: '8', md: '10' }}>
          <Stack gap="3" textAlign="center" align="center">
            <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }} lineHeight="1.2">
              {title}
            </Heading>
            {intro && (
              <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl">
                {intro}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
