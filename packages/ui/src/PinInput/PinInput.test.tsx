import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PinInput, type PinInputProps } from './PinInput';

function Harness(
  props: Partial<PinInputProps> & { onValue?: (value: string) => void; initial?: string },
) {
  const { onValue, initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <PinInput
      label="Senha de 4 dígitos"
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

const cell = (position: number, total = 4) =>
  screen.getByLabelText(`Dígito ${position} de ${total}`) as HTMLInputElement;

describe('PinInput', () => {
  it('is a named group of masked numeric boxes', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Senha de 4 dígitos' })).toBeInTheDocument();
    for (const position of [1, 2, 3, 4]) {
      expect(cell(position)).toHaveAttribute('type', 'password');
      expect(cell(position)).toHaveAttribute('inputmode', 'numeric');
    }
  });

  it('moves to the next box while typing and reports the whole PIN once complete', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    const onValue = vi.fn();
    render(<Harness onComplete={onComplete} onValue={onValue} />);
    await user.click(cell(1));
    await user.keyboard('1');
    expect(cell(2)).toHaveFocus();
    await user.keyboard('x23');
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('4');
    expect(onValue.mock.calls.map(([value]) => value)).toEqual(['1', '12', '123', '1234']);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('1234');
  });

  it('Backspace in an empty box erases the previous digit and goes back', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness initial="12" onValue={onValue} />);
    await user.click(cell(3));
    expect(cell(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(onValue).toHaveBeenLastCalledWith('1');
    expect(cell(2)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(onValue).toHaveBeenLastCalledWith('');
    expect(cell(1)).toHaveFocus();
  });

  it('spreads a pasted code over the boxes, ignoring separators', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness length={6} masked={false} oneTimeCode onComplete={onComplete} />);
    await user.click(cell(1, 6));
    await user.paste('482 913');
    expect([1, 2, 3, 4, 5, 6].map((position) => cell(position, 6).value).join('')).toBe('482913');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('482913');
    expect(cell(1, 6)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(cell(1, 6)).toHaveAttribute('type', 'text');
  });

  it('sends focus to the first empty box and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness initial="1" />);
    await user.click(cell(4));
    expect(cell(2)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(cell(1)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cell(2)).toHaveFocus();
  });

  it('replaces a digit typed over a filled box', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness initial="123" onValue={onValue} />);
    await user.click(cell(2));
    await user.keyboard('9');
    expect(onValue).toHaveBeenLastCalledWith('193');
    expect(cell(3)).toHaveFocus();
  });

  it('announces an error and marks every box invalid', () => {
    render(<Harness error="Senha incorreta. Você tem mais 2 tentativas." />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Senha incorreta. Você tem mais 2 tentativas.',
    );
    expect(cell(1)).toHaveAttribute('aria-invalid', 'true');
    expect(cell(1)).toHaveAccessibleDescription('Senha incorreta. Você tem mais 2 tentativas.');
  });
});
