import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BasisPoints } from '@ipe/domain';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PercentField } from './PercentField';

function Harness({ max }: { max?: BasisPoints }) {
  const [value, setValue] = useState<BasisPoints | null>(null);
  return (
    <>
      <PercentField label="Multa" value={value} max={max} onChange={setValue} />
      <output>{String(value)}</output>
    </>
  );
}

describe('PercentField', () => {
  it('fills hundredths from the right and answers basis points', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Multa');
    await userEvent.type(input, '150');
    expect(input).toHaveValue('1,50%');
    expect(screen.getByRole('status')).toHaveTextContent('150');
    // Backspace takes the last digit, not the sign after it.
    await userEvent.type(input, '{Backspace}');
    expect(input).toHaveValue('0,15%');
    await userEvent.type(input, '{Backspace}{Backspace}');
    expect(screen.getByRole('status')).toHaveTextContent('0');
  });

  it('ignores digits beyond the maximum and reads a pasted share as written', async () => {
    render(<Harness max={200} />);
    const input = screen.getByLabelText('Multa');
    await userEvent.type(input, '2000');
    expect(input).toHaveValue('2,00%');
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('1,5 %');
    expect(screen.getByRole('status')).toHaveTextContent('150');
  });
});
