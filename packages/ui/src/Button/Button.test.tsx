import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('is a button named by its label that defaults to type="button" (never submits by accident)', () => {
    render(<Button>Transferir</Button>);
    const button = screen.getByRole('button', { name: 'Transferir' });
    expect(button).toHaveAttribute('type', 'button');
  });

  it('runs on click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Pagar</Button>);
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await user.tab();
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('while loading keeps its name and focus, says it is busy and ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Enviar Pix
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Enviar Pix' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('with aria-disabled stays focusable but does nothing', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button aria-disabled onClick={onClick}>
        Pagar boleto
      </Button>,
    );
    await user.tab();
    const button = screen.getByRole('button', { name: 'Pagar boleto' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('when disabled cannot be reached or pressed', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Pagar
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(onClick).not.toHaveBeenCalled();
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('submits its form when asked to', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit">Entrar</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
