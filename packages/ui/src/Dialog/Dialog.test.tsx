import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Dialog, DialogClose } from './Dialog';

function DeleteKey({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Dialog
      title="Excluir chave Pix?"
      description="Quem usar esta chave não conseguirá mais enviar Pix para você."
      trigger={<Button variant="danger">Excluir chave</Button>}
      onOpenChange={onOpenChange}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
          <Button variant="danger">Excluir</Button>
        </>
      }
    />
  );
}

describe('Dialog', () => {
  it('opens from its trigger as a modal dialog named and described, with focus inside', async () => {
    const user = userEvent.setup();
    render(<DeleteKey />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Excluir chave' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir chave Pix?' });
    expect(dialog).toHaveAccessibleDescription(
      'Quem usar esta chave não conseguirá mais enviar Pix para você.',
    );
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes with Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<DeleteKey onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Excluir chave' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('closes from the labelled close button and from DialogClose', async () => {
    const user = userEvent.setup();
    render(<DeleteKey />);
    await user.click(screen.getByRole('button', { name: 'Excluir chave' }));
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Excluir chave' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside while open', async () => {
    const user = userEvent.setup();
    render(<DeleteKey />);
    await user.click(screen.getByRole('button', { name: 'Excluir chave' }));
    const dialog = screen.getByRole('dialog');
    for (let step = 0; step < 5; step++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('can be an alertdialog, shown open from the start', () => {
    render(<Dialog title="Sessão expirada" role="alertdialog" defaultOpen />);
    expect(screen.getByRole('alertdialog', { name: 'Sessão expirada' })).toBeInTheDocument();
  });

  it('rises from the bottom with the same behaviour when position is bottom', async () => {
    const user = userEvent.setup();
    const onPay = vi.fn();
    render(
      <Dialog
        position="bottom"
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
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Pagar boleto' });
    await user.click(trigger);
    const sheet = screen.getByRole('dialog', { name: 'Confirmar pagamento' });
    expect(sheet).toHaveAccessibleDescription('Boleto de R$ 298,00 · vence em 25/11/2026');
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(onPay).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
