import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MaskedField } from './MaskedField';

const CPF = '999.999.999-99';

function Harness({
  initial = '',
  onRaw,
  validate,
}: {
  initial?: string;
  onRaw?: (raw: string) => void;
  validate?: (raw: string) => string | undefined;
}) {
  const [value, setValue] = useState(initial);
  return (
    <MaskedField
      label="CPF"
      mask={CPF}
      inputMode="numeric"
      value={value}
      validate={validate}
      onChange={(raw) => {
        setValue(raw);
        onRaw?.(raw);
      }}
    />
  );
}

describe('MaskedField', () => {
  it('formats while typing and hands back only the raw characters', async () => {
    const user = userEvent.setup();
    const onRaw = vi.fn();
    render(<Harness onRaw={onRaw} />);
    const input = screen.getByRole('textbox', { name: 'CPF' });
    await user.type(input, '12345678909');
    expect(input).toHaveValue('123.456.789-09');
    expect(onRaw).toHaveBeenLastCalledWith('12345678909');
    await user.type(input, '1');
    expect(input).toHaveValue('123.456.789-09');
  });

  it('refuses characters the pattern does not take', async () => {
    const user = userEvent.setup();
    const onRaw = vi.fn();
    render(<Harness onRaw={onRaw} />);
    const input = screen.getByRole('textbox', { name: 'CPF' });
    await user.type(input, '1a2');
    expect(input).toHaveValue('12');
    expect(onRaw.mock.calls.map(([raw]) => raw)).toEqual(['1', '12']);
  });

  it('Backspace right after a separator deletes the digit before it', async () => {
    const user = userEvent.setup();
    render(<Harness initial="1234" />);
    const input = screen.getByRole('textbox', { name: 'CPF' }) as HTMLInputElement;
    expect(input).toHaveValue('123.4');
    await user.click(input);
    input.setSelectionRange(4, 4);
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('124');
    expect(input.selectionStart).toBe(2);
  });

  it('keeps the caret where the person is typing in the middle', async () => {
    const user = userEvent.setup();
    render(<Harness initial="12456" />);
    const input = screen.getByRole('textbox', { name: 'CPF' }) as HTMLInputElement;
    expect(input).toHaveValue('124.56');
    await user.click(input);
    input.setSelectionRange(2, 2);
    await user.keyboard('3');
    expect(input).toHaveValue('123.456');
    expect(input.selectionStart).toBe(3);
  });

  it('reads a pasted, already formatted value', async () => {
    const user = userEvent.setup();
    const onRaw = vi.fn();
    render(<Harness onRaw={onRaw} />);
    await user.click(screen.getByRole('textbox', { name: 'CPF' }));
    await user.paste('529.982.247-25');
    expect(onRaw).toHaveBeenLastCalledWith('52998224725');
  });

  it('validates only after the field is left, then follows the value live', async () => {
    const user = userEvent.setup();
    render(
      <Harness validate={(raw) => (raw.length === 11 ? undefined : 'Informe os 11 dígitos.')} />,
    );
    const input = screen.getByRole('textbox', { name: 'CPF' });
    await user.type(input, '123');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Informe os 11 dígitos.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, '45678909');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
