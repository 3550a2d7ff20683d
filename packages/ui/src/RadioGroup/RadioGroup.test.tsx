import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Radio } from './Radio';
import { RadioGroup } from './RadioGroup';

function KeyTypes(props: Partial<Parameters<typeof RadioGroup>[0]>) {
  return (
    <RadioGroup label="Tipo de chave Pix" {...props}>
      <Radio value="cpf" label="CPF" />
      <Radio value="email" label="E-mail" description="Até 77 caracteres." />
      <Radio value="phone" label="Celular" />
      <Radio value="evp" label="Chave aleatória" disabled />
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('is a radio group named by its label, with named options', () => {
    render(<KeyTypes defaultValue="cpf" />);
    expect(screen.getByRole('radiogroup', { name: 'Tipo de chave Pix' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'CPF' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Até 77 caracteres.',
    );
  });

  it('enters at the selected option and moves with the arrow keys, skipping disabled ones', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<KeyTypes defaultValue="email" onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'E-mail' })).toHaveFocus();
    // Held then released, as a finger on a key: Radix selects on focus while an arrow is down.
    await user.keyboard('{ArrowDown>}{/ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Celular' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Celular' })).toBeChecked();
    await user.keyboard('{ArrowDown>}{/ArrowDown}');
    expect(screen.getByRole('radio', { name: 'CPF' })).toHaveFocus();
    expect(onValueChange.mock.calls).toEqual([['phone'], ['cpf']]);
  });

  it('selects by clicking an option label', async () => {
    const user = userEvent.setup();
    render(<KeyTypes />);
    await user.click(screen.getByText('Celular'));
    expect(screen.getByRole('radio', { name: 'Celular' })).toBeChecked();
  });

  it('announces its error and describes the group with it', () => {
    render(<KeyTypes error="Escolha o tipo de chave." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Escolha o tipo de chave.');
    expect(
      screen.getByRole('radiogroup', { name: 'Tipo de chave Pix' }),
    ).toHaveAccessibleDescription('Escolha o tipo de chave.');
  });
});
