import { Button, HStack } from '@chakra-ui/react';
import { useRef, type KeyboardEvent } from 'react';
import { RATINGS, REVIEW_STRINGS as S, type Rating } from '../strings';

/**
 * The rating, chosen by buttons (spec §2): a radio group of five buttons. Tab reaches the chosen one; the arrow keys,
 * Home and End move the choice as in any radio group; a click or Space chooses a button directly.
 */
export function RatingButtons({
  value,
  onChange,
  labelledBy,
  disabled,
}: {
  value: Rating;
  onChange: (rating: Rating) => void;
  labelledBy: string;
  disabled?: boolean;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const choose = (rating: Rating) => {
    onChange(rating);
    buttons.current[RATINGS.indexOf(rating)]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = RATINGS.indexOf(value);
    const last = RATINGS.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowDown: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    choose(RATINGS[next[event.key]]);
  };

  return (
    <HStack role="radiogroup" aria-labelledby={labelledBy} gap="2" onKeyDown={onKeyDown}>
      {RATINGS.map((rating, index) => {
        const checked = rating === value;
        return (
          <Button
            key={rating}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={S.ratingOption(rating)}
            tabIndex={checked ? 0 : -1}
            disabled={disabled}
            onClick={() => choose(rating)}
            variant={checked ? 'solid' : 'outline'}
            colorPalette="blue"
            // One row on the narrowest phones (five share the width), their natural size on wider screens.
            flex={{ base: '1 1 0', sm: '0 0 auto' }}
            minW={{ base: '0', sm: '14' }}
            maxW="16"
            px="2"
            h="11"
            fontSize="md"
          >
            {rating}
            <span aria-hidden="true">★</span>
          </Button>
        );
      })}
    </HStack>
  );
}
