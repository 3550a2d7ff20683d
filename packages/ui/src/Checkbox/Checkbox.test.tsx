import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is a checkbox named by its label and described by its description', () => {
    render(
      <Checkbox label="Salvar como favorito" description="Aparece na lista de favoritos do Pix." />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Salvar como favorito' });
    expect(checkbox).not.toBeChecked();
    expect(checkbox).toHaveAccessibleDescription('Aparece na lista de favoritos do Pix.');
  });

  it('toggles with Space and with a click on the label', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Li e aceito os termos" onCheckedChange={onCheckedChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Li e aceito os termos' });
    await user.tab();
    expect(checkbox).toHaveFocus();
    await user.keyboard(' ');
    expect(checkbox).toBeChecked();
    await user.click(screen.getByText('Li e aceito os termos'));
    expect(checkbox).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('shows a mixed state', () => {
    render(<Checkbox label="Todas as contas" checked="indeterminate" />);
    expect(screen.getByRole('checkbox', { name: 'Todas as contas' })).toBePartiallyChecked();
  });

  it('announces its error and is marked invalid', () => {
    render(<Checkbox label="Li e aceito os termos" error="Aceite os termos para continuar." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Aceite os termos para continuar.');
    const checkbox = screen.getByRole('checkbox', { name: 'Li e aceito os termos' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('Aceite os termos para continuar.');
  });

  it('cannot be changed when disabled', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Notificações por e-mail" disabled />);
    const checkbox = screen.getByRole('checkbox', { name: 'Notificações por e-mail' });
    await user.click(checkbox);
    expect(checkbox).not.toBeChecked();
    expect(checkbox).toBeDisabled();
  });
});
