import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

const icon = <svg data-testid="glyph" />;

describe('IconButton', () => {
  it('is named by its aria-label and hides the icon from assistive technology', () => {
    render(<IconButton aria-label="Fechar" icon={icon} />);
    const button = screen.getByRole('button', { name: 'Fechar' });
    expect(button).toHaveAttribute('title', 'Fechar');
    expect(screen.getByTestId('glyph').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('responds to the keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<IconButton aria-label="Ocultar saldo" icon={icon} onClick={onClick} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Ocultar saldo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('ignores clicks when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<IconButton aria-label="Copiar" icon={icon} onClick={onClick} disabled />);
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
