import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CPF_CNPJ_MESSAGES, validateCpfCnpj } from './cpfCnpj';
import { CpfCnpjField } from './CpfCnpjField';

function Harness({ onRaw }: { onRaw?: (raw: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <CpfCnpjField
      value={value}
      onChange={(raw) => {
        setValue(raw);
        onRaw?.(raw);
      }}
    />
  );
}

describe('validateCpfCnpj', () => {
  it.each([
    ['', undefined],
    ['52998224725', undefined],
    ['52998224724', CPF_CNPJ_MESSAGES.invalidCpf],
    ['11222333000181', undefined],
    ['12ABC34501DE35', undefined],
    ['12ABC34501DE36', CPF_CNPJ_MESSAGES.invalidCnpj],
    ['5299822', CPF_CNPJ_MESSAGES.incomplete],
    ['112223330001', CPF_CNPJ_MESSAGES.incomplete],
  ])('%j → %j', (raw, message) => {
    expect(validateCpfCnpj(raw)).toBe(message);
  });
});

describe('CpfCnpjField', () => {
  it('masks a CPF, then a CNPJ from the 12th digit', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'CPF ou CNPJ' });
    await user.type(input, '52998224725');
    expect(input).toHaveValue('529.982.247-25');
    await user.clear(input);
    await user.type(input, '11222333000181');
    expect(input).toHaveValue('11.222.333/0001-81');
  });

  it('takes the alphanumeric CNPJ, uppercased', async () => {
    const user = userEvent.setup();
    const onRaw = vi.fn();
    render(<Harness onRaw={onRaw} />);
    const input = screen.getByRole('textbox', { name: 'CPF ou CNPJ' });
    await user.type(input, '12abc34501de35');
    expect(input).toHaveValue('12.ABC.345/01DE-35');
    expect(onRaw).toHaveBeenLastCalledWith('12ABC34501DE35');
    await user.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces a wrong check digit after leaving the field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'CPF ou CNPJ' }), '52998224724');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(CPF_CNPJ_MESSAGES.invalidCpf);
    expect(screen.getByRole('textbox', { name: 'CPF ou CNPJ' })).toHaveAccessibleDescription(
      CPF_CNPJ_MESSAGES.invalidCpf,
    );
  });
});
