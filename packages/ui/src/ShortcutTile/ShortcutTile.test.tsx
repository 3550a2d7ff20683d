import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShortcutTile } from './ShortcutTile';

describe('ShortcutTile', () => {
  it('is a link named by its label; the icon is decoration', () => {
    render(
      <ShortcutTile icon={<svg data-testid="icon" />} href="#/bank/pix">
        Pix
      </ShortcutTile>,
    );
    expect(screen.getByRole('link', { name: 'Pix' })).toHaveAttribute('href', '#/bank/pix');
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('styles a router link given as its child', () => {
    render(
      <ShortcutTile icon={<svg />} asChild>
        <a href="#/bank/payment">Pagar</a>
      </ShortcutTile>,
    );
    const link = screen.getByRole('link', { name: 'Pagar' });
    expect(link.className).not.toBe('');
  });

  it('disabled, stays focusable and says why', () => {
    render(
      <>
        <ShortcutTile icon={<svg />} disabled aria-describedby="why">
          Transferir
        </ShortcutTile>
        <p id="why">Modo consulta</p>
      </>,
    );
    const tile = screen.getByRole('button', { name: 'Transferir' });
    expect(tile).toHaveAttribute('aria-disabled', 'true');
    expect(tile).not.toBeDisabled();
    expect(tile).toHaveAccessibleDescription('Modo consulta');
  });
});
