import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BalanceCard } from './BalanceCard';

describe('BalanceCard', () => {
  it('starts hidden and toggles the balance with a pressed button', async () => {
    const user = userEvent.setup();
    const onVisibleChange = vi.fn();
    render(<BalanceCard balance={150075} onVisibleChange={onVisibleChange} />);
    const toggle = screen.getByRole('button', { name: 'Mostrar saldo' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('region', { name: 'Saldo disponível' })).toHaveTextContent('R$ ••••');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('region')).toHaveTextContent(/1\.500,75/);
    expect(onVisibleChange).toHaveBeenCalledWith(true);
  });

  it('follows the controlled visibility', async () => {
    const user = userEvent.setup();
    const onVisibleChange = vi.fn();
    render(<BalanceCard balance={100} visible={false} onVisibleChange={onVisibleChange} />);
    await user.click(screen.getByRole('button', { name: 'Mostrar saldo' }));
    // The parent did not change `visible`, so the card keeps hiding the value.
    expect(onVisibleChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('region')).toHaveTextContent('R$ ••••');
  });

  it('shows the spec message and a retry button when the balance fails', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<BalanceCard balance={0} error onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao buscar saldo!');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('is busy and announces loading without showing a value', () => {
    render(<BalanceCard balance={999} visible loading />);
    expect(screen.getByRole('region')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando saldo');
    expect(screen.getByRole('region')).not.toHaveTextContent('9,99');
  });
});
