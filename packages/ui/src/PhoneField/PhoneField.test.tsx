import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PHONE_MESSAGES, validatePhone } from './phone';
import { PhoneField } from './PhoneField';

function Harness({ onRaw }: { onRaw?: (raw: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <PhoneField
      value={value}
      onChange={(raw) => {
        setValue(raw);
        onRaw?.(raw);
      }}
    />
  );
}

describe('validatePhone', () => {
  it.each([
    ['', undefined],
    ['11987654321', undefined],
    ['1134567890', undefined],
    ['2098765432', PHONE_MESSAGES.invalid],
    ['1198765', PHONE_MESSAGES.invalid],
  ])('%j → %j', (raw, message) => {
    expect(validatePhone(raw)).toBe(message);
  });
});

describe('PhoneField', () => {
  it('masks a landline and reflows to a mobile at the 11th digit', async () => {
    const user = userEvent.setup();
    const onRaw = vi.fn();
    render(<Harness onRaw={onRaw} />);
    const input = screen.getByRole('textbox', { name: 'Celular' });
    expect(input).toHaveAttribute('type', 'tel');
    await user.type(input, '1198765432');
    expect(input).toHaveValue('(11) 9876-5432');
    await user.type(input, '1');
    expect(input).toHaveValue('(11) 98765-4321');
    expect(onRaw).toHaveBeenLastCalledWith('11987654321');
  });

  it('announces an unknown area code after leaving the field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Celular' }), '20987654321');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(PHONE_MESSAGES.invalid);
  });
});
