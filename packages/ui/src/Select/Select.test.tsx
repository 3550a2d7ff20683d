import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select, type SelectOption } from './Select';

const accounts: SelectOption[] = [
  { value: 'corrente', label: 'Conta corrente' },
  { value: 'poupanca', label: 'Conta poupança' },
  { value: 'pagamento', label: 'Conta de pagamento', disabled: true },
  { value: 'salario', label: 'Conta salário' },
];

describe('Select', () => {
  it('is a combobox named by its label, showing the placeholder until a choice', () => {
    render(<Select label="Tipo de conta" options={accounts} hint="Como consta no banco." />);
    const combobox = screen.getByRole('combobox', { name: 'Tipo de conta' });
    expect(combobox).toHaveTextContent('Selecione');
    expect(combobox).toHaveAccessibleDescription('Como consta no banco.');
  });

  it('opens from the keyboard, moves past disabled options and chooses with Enter', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Select
        label="Tipo de conta"
        options={accounts}
        defaultValue="poupanca"
        onValueChange={onValueChange}
      />,
    );
    await user.tab();
    const combobox = screen.getByRole('combobox', { name: 'Tipo de conta' });
    expect(combobox).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Conta poupança' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Conta salário' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('salario');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox).toHaveTextContent('Conta salário');
    expect(combobox).toHaveFocus();
  });

  it('closes with Escape without changing the value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Select label="Tipo de conta" options={accounts} onValueChange={onValueChange} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('announces its error and marks the combobox invalid', () => {
    render(<Select label="Tipo de conta" options={accounts} error="Escolha o tipo de conta." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Escolha o tipo de conta.');
    const combobox = screen.getByRole('combobox', { name: 'Tipo de conta' });
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAccessibleDescription('Escolha o tipo de conta.');
  });

  it('cannot be opened when disabled', async () => {
    const user = userEvent.setup();
    render(<Select label="Tipo de conta" options={accounts} disabled />);
    await user.click(screen.getByRole('combobox', { name: 'Tipo de conta' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
