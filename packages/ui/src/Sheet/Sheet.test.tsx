import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { DialogClose } from '../Dialog';
import { Sheet } from './Sheet';

function PayConfirm({ onPay }: { onPay?: () => void }) {
  return (
    <Sheet
      title="Confirmar pagamento"
      description="Boleto de R$ 298,00 · vence em 25/11/2026"
      trigger={<Button>Pagar boleto</Button>}
      footer={
        <>
          <Button fullWidth onClick={onPay}>
            Pagar
          </Button>
          <DialogClose>
            <Button variant="ghost" fullWidth>
              Voltar
            </Button>
          </DialogClose>
        </>
      }
    />
  );
}

describe('Sheet', () => {
  it('opens as a modal dialog named and described, with focus inside', async () => {
    const user = userEvent.setup();
    render(<PayConfirm />);
    await user.click(screen.getByRole('button', { name: 'Pagar boleto' }));
    const sheet = screen.getByRole('dialog', { name: 'Confirmar pagamento' });
    expect(sheet).toHaveAccessibleDescription('Boleto de R$ 298,00 · vence em 25/11/2026');
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
  });

  it('runs its actions and closes from DialogClose, Escape and the close button', async () => {
    const user = userEvent.setup();
    const onPay = vi.fn();
    render(<PayConfirm onPay={onPay} />);
    const trigger = screen.getByRole('button', { name: 'Pagar boleto' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(onPay).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
