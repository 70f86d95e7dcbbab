import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/testing/render-ui';
import { OrderFieldControl, type OrderFieldProps } from './order-field';

/** A field holding its own answer, as a form would. */
function Held(props: Omit<OrderFieldProps, 'value' | 'onChange'> & { initial?: string | string[] }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState<string | string[]>(initial);
  return <OrderFieldControl {...rest} value={value} onChange={setValue} />;
}

describe('one order field, drawn as the order schema says', () => {
  it('labels a choice for its document type, words its options plainly and sends the server’s label', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(
      <OrderFieldControl field="mutuality" documentType="Non-Disclosure Agreement" value="" onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Mutual or one-way' });
    expect(screen.getByRole('option', { name: 'Select...' })).toBeInTheDocument();
    await user.selectOptions(select, 'Mutual: both sides share');
    expect(onChange).toHaveBeenCalledWith('Mutual');
    expect(select).toHaveAccessibleDescription(
      'Mutual when both sides will share confidential information; one-way when only your business will.',
    );
  });

  it("names the other party as the type does, and the blank work state as the business's state", () => {
    renderUi(
      <>
        <Held field="counterpartyState" documentType="Freelance Agreement" />
        <Held field="workState" documentType="Employment Agreement" businessState="Oregon" />
      </>,
    );
    expect(screen.getByRole('combobox', { name: "Freelancer's state" })).toBeInTheDocument();
    const work = screen.getByRole('combobox', { name: 'State where the employee will work' });
    expect(screen.getAllByRole('option', { name: 'Same as your business' })).toHaveLength(1);
    expect(work).toHaveAccessibleDescription("That state's employment law protects the employee; left as is, it is Oregon.");
  });

  it('takes an amount as typed, with a sample, and ties its error and deciding note to the box', () => {
    renderUi(
      <Held
        field="annualPay"
        documentType="Employment Agreement"
        error="Annual pay must be an amount in US dollars, like 85,000"
        deciding={['Non-Compete Clause']}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Annual pay (US dollars)' });
    expect(box).toHaveAttribute('inputmode', 'decimal');
    expect(box).toHaveAttribute('placeholder', 'e.g. 85,000');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(
      expect.stringMatching(/^Annual pay must be an amount.*Your state's rule for the Non-Compete Clause depends on this\./),
    );
    expect(screen.getByTestId('annualPay-deciding')).toBeVisible();
  });

  it("keeps 'None of these' an answer of its own among the sensitive data", async () => {
    const { user } = renderUi(<Held field="sensitiveData" documentType="Privacy Policy" initial={['Biometric']} />);
    expect(screen.getByRole('group', { name: 'Sensitive data you handle' })).toBeInTheDocument();
    await user.click(screen.getByText('None of these'));
    expect(screen.getByRole('checkbox', { name: 'None of these' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Biometric' })).not.toBeChecked();
    await user.click(screen.getByText('Health or medical'));
    expect(screen.getByRole('checkbox', { name: 'None of these' })).not.toBeChecked();
  });

  it("offers a revision's length in years, 'As drafted' only for a term the document was made without", () => {
    renderUi(
      <>
        <Held field="termYears" documentType="Non-Disclosure Agreement" showHelp={false} emptyChoice="As drafted" />
        <Held
          field="confidentialityYears"
          documentType="Non-Disclosure Agreement"
          showHelp={false}
          emptyChoice={null}
          initial="5"
        />
      </>,
    );
    const term = screen.getByRole('combobox', { name: 'Disclosure period' });
    expect(term).toHaveDisplayValue('As drafted');
    expect(screen.getAllByRole('option', { name: '1 year' })).toHaveLength(2);
    const confidentiality = screen.getByRole('combobox', { name: 'Confidentiality after the disclosure period' });
    expect(confidentiality).toHaveDisplayValue('5 years');
    expect(screen.getAllByRole('option', { name: 'As drafted' })).toHaveLength(1);
    expect(confidentiality).not.toHaveAttribute('aria-describedby');
  });
});
