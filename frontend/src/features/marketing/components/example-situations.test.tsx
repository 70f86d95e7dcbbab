import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@/testing/render-ui';
import { ExampleSituations } from './example-situations';

describe('example situations (the spec’s placeholder testimonials)', () => {
  it('says plainly that these are examples, not customer reviews', () => {
    renderUi(<ExampleSituations />);
    expect(
      screen.getByText(
        'These are illustrative examples of situations the product is made for. They are not reviews or quotes from real customers.',
      ),
    ).toBeInTheDocument();
  });

  it('labels every card as an example and shows no names, photos or star ratings', () => {
    const { container } = renderUi(<ExampleSituations />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      expect(card).toHaveAccessibleName(/^Example: /);
      expect(within(card).getByText('Example')).toBeInTheDocument();
    }
    expect(container.querySelector('img')).toBeNull();
    expect(container).not.toHaveTextContent(/★|stars?\b|rating/i);
    expect(container.querySelector('blockquote, q')).toBeNull();
  });
});
