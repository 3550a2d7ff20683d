import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cents } from '@ipe/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { centsFromTyping } from '../internal/centsFromTyping';
import { MoneyField } from './MoneyField';

function Harness({
  initial = null,
  max,
  onValue,
}: {
  initial?: Cents | null;
  max?: Cents;
  onValue?: (cents: Cents | null) => void;
}) {
  const [value, setValue] = useState<Cents | null>(initial);
  return (
    <MoneyField
      label="Valor"
      value={value}
      max={max}
      onChange={(cents) => {
        setValue(cents);
        onValue?.(cents);
      }}
    />
  );
}

describe('centsFromTyping', () => {
  it.each([
    ['', null],
    ['R$ ', null],
    ['1', 1],
    ['R$ 0,012', 12],
    ['R$ 0,123', 123],
    ['R$ 1,234', 1234],
    ['R$ 1,2', 12],
    ['R$ 0,0', 0],
    ['R$ 1.234,567', 1234567],
  ])('%j → %j', (text, cents) => {
    expect(centsFromTyping(text)).toBe(cents);
  });

  it('refuses more digits than money can safely hold', () => {
    expect(centsFromTyping('9'.repeat(15))).toBe(999999999999999);
    expect(centsFromTyping('9'.repeat(16))).toBeUndefined();
  });
});

describe('MoneyField', () => {
  it('builds integer centavos right to left: typing 1, 2, 3 shows R$ 1,23', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Valor' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('placeholder', 'R$\u00a00,00');
    await user.type(input, '1');
    expect(input).toHaveValue('R$\u00a00,01');
    await user.type(input, '2');
    expect(input).toHaveValue('R$\u00a00,12');
    await user.type(input, '3');
    expect(input).toHaveValue('R$\u00a01,23');
    expect(onValue.mock.calls.map(([cents]) => cents)).toEqual([1, 12, 123]);
    await user.type(input, '4567');
    expect(input).toHaveValue('R$\u00a012.345,67');
    expect(onValue).toHaveBeenLastCalledWith(1234567);
  });

  it('Backspace removes the last digit, and emptying the field gives null', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness initial={123} onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Valor' });
    await user.click(input);
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('R$\u00a00,12');
    expect(onValue).toHaveBeenLastCalledWith(12);
    await user.keyboard('{Backspace}{Backspace}');
    expect(input).toHaveValue('R$\u00a00,00');
    expect(onValue).toHaveBeenLastCalledWith(0);
    await user.clear(input);
    expect(input).toHaveValue('');
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it('ignores letters and other characters', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Valor' });
    await user.type(input, '5a-,0.0');
    expect(input).toHaveValue('R$\u00a05,00');
  });

  it('reads a pasted amount as written (pt-BR), replacing the value', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness initial={99} onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Valor' });
    await user.click(input);
    await user.paste('R$ 1.234,56');
    expect(input).toHaveValue('R$\u00a01.234,56');
    expect(onValue).toHaveBeenLastCalledWith(123456);
    await user.paste('150');
    expect(input).toHaveValue('R$\u00a0150,00');
    onValue.mockClear();
    await user.paste('cento e cinquenta');
    expect(input).toHaveValue('R$\u00a0150,00');
    expect(onValue).not.toHaveBeenCalled();
  });

  it('does not go past max', async () => {
    const user = userEvent.setup();
    render(<Harness initial={1000} max={10000} />);
    const input = screen.getByRole('textbox', { name: 'Valor' });
    await user.type(input, '0');
    expect(input).toHaveValue('R$\u00a0100,00');
    await user.type(input, '0');
    expect(input).toHaveValue('R$\u00a0100,00');
  });

  it('follows a value set by its owner', () => {
    const { rerender } = render(<MoneyField label="Valor" value={500} onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Valor' })).toHaveValue('R$\u00a05,00');
    act(() => rerender(<MoneyField label="Valor" value={null} onChange={() => {}} />));
    expect(screen.getByRole('textbox', { name: 'Valor' })).toHaveValue('');
  });

  it('announces its error and cannot be typed into when disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(
      <MoneyField label="Valor" value={250000} onChange={onChange} error="Saldo insuficiente." />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Saldo insuficiente.');
    expect(screen.getByRole('textbox', { name: 'Valor' })).toHaveAccessibleDescription(
      'Saldo insuficiente.',
    );
    rerender(<MoneyField label="Valor" value={250000} onChange={onChange} disabled />);
    await user.type(screen.getByRole('textbox', { name: 'Valor' }), '1');
    expect(onChange).not.toHaveBeenCalled();
  });
});
