import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@/testing/render-ui';
import { FAQ_STRINGS } from '../strings';
import { Faq } from './faq';

const trigger = (question: string) => screen.getByRole('button', { name: question });

describe('FAQ accordion', () => {
  it('asks the six questions, all closed at first, each a heading', () => {
    renderUi(<Faq />);
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    const questions = FAQ_STRINGS.items.map((item) => item.question);
    expect(questions).toEqual([
      'Are the documents legally valid?',
      'Is my information secure?',
      'Can I make revisions?',
      'Can I edit the document after I download it?',
      'How fast will I get my document?',
      'Do I still need a lawyer?',
    ]);
    for (const question of questions) {
      expect(screen.getByRole('heading', { level: 3, name: question })).toBeInTheDocument();
      expect(trigger(question)).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('opens one answer at a time and closes the open one when clicked again', async () => {
    const { user } = renderUi(<Faq />);
    const [validity, security] = FAQ_STRINGS.items;

    await user.click(trigger(validity.question));
    expect(trigger(validity.question)).toHaveAttribute('aria-expanded', 'true');
    // The panel shows once its opening animation starts, which a loaded machine may delay by a frame or two.
    await waitFor(() => expect(screen.getByText(validity.answer)).toBeVisible());

    await user.click(trigger(security.question));
    expect(trigger(security.question)).toHaveAttribute('aria-expanded', 'true');
    expect(trigger(validity.question)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
    await waitFor(() => expect(screen.getByText(security.answer)).toBeVisible());
    await waitFor(() => expect(screen.queryByText(validity.answer)).not.toBeVisible());

    await user.click(trigger(security.question));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
    await waitFor(() => expect(screen.queryByText(security.answer)).not.toBeVisible());
  });

  it('works from the keyboard', async () => {
    const { user } = renderUi(<Faq />);
    const [validity] = FAQ_STRINGS.items;
    trigger(validity.question).focus();
    await user.keyboard('{Enter}');
    expect(trigger(validity.question)).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(trigger(validity.question)).toHaveAttribute('aria-expanded', 'false');
  });

  it('answers honestly: no law firm, attorney review, card data never reaches us, one credit per version', () => {
    const answers = Object.fromEntries(FAQ_STRINGS.items.map((item) => [item.key, item.answer]));
    expect(answers.validity).toMatch(/not a law firm and gives no legal advice/);
    expect(answers.validity).toMatch(/attorney review/);
    expect(answers.security).toMatch(/never reach us/);
    expect(answers.security).toMatch(/encrypted/);
    expect(answers.security).toMatch(/expire at the end of your 30-day window/);
    expect(answers.revisions).toMatch(/6 document credits for 30 days/);
    expect(answers.revisions).toMatch(/uses one credit/);
    expect(answers.editing).toMatch(/fully editable/);
    expect(answers.speed).toMatch(/well under 2 minutes/);
    expect(answers.lawyer).toMatch(/creates no attorney-client relationship/);
  });
});
