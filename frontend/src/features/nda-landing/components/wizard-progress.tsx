import { Box, Circle, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { NDA_STRINGS } from '../strings';

/** The wizard's numbered progress (spec §2): done steps show a tick, the current one is marked for assistive tech. */
export function WizardProgress({ step, names }: { step: number; names: readonly string[] }) {
  return (
    <chakra.ol
      aria-label={NDA_STRINGS.progressLabel}
      display="flex"
      alignItems="center"
      gap={{ base: '1.5', sm: '2' }}
      listStyle="none"
      m="0"
      p="0"
    >
      {names.map((name, index) => {
        const number = index + 1;
        const done = number < step;
        const current = number === step;
        const reached = done || current;
        return (
          <chakra.li
            key={name}
            aria-current={current ? 'step' : undefined}
            display="flex"
            alignItems="center"
            gap={{ base: '1.5', sm: '2' }}
            flex={index < names.length - 1 ? '1' : '0 0 auto'}
            minW="0"
          >
            <Circle
              size={{ base: '7', sm: '8' }}
              flexShrink="0"
              aria-hidden
              bg={reached ? 'blue.600' : 'bg.muted'}
              color={reached ? 'white' : 'fg.muted'}
              fontWeight="bold"
              fontSize="sm"
              borderWidth={current ? '3px' : '0'}
              borderColor="blue.200"
            >
              {done ? '✓' : number}
            </Circle>
            <Text
              fontSize={{ base: 'xs', sm: 'sm' }}
              fontWeight={current ? 'semibold' : 'medium'}
              color={reached ? 'fg' : 'fg.muted'}
              whiteSpace="nowrap"
            >
              <VisuallyHidden>{`Step ${number}: `}</VisuallyHidden>
              {name}
              <VisuallyHidden>
                {done ? `, ${NDA_STRINGS.completed}` : current ? `, ${NDA_STRINGS.current}` : ''}
              </VisuallyHidden>
            </Text>
            {index < names.length - 1 && (
              <Box aria-hidden flex="1" minW="2" h="2px" borderRadius="full" bg={done ? 'blue.600' : 'border'} />
            )}
          </chakra.li>
        );
      })}
    </chakra.ol>
  );
}
