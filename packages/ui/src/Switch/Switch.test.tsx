import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch named by its label and described by its description', () => {
    render(<Switch label="Mostrar saldo" description="O saldo aparece na tela inicial." />);
    const control = screen.getByRole('switch', { name: 'Mostrar saldo' });
    expect(control).not.toBeChecked();
    expect(control).toHaveAccessibleDescription('O saldo aparece na tela inicial.');
  });

  it('toggles with Space, Enter and a click on its label', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Switch label="Pix por aproximação" onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name: 'Pix por aproximação' });
    await user.tab();
    expect(control).toHaveFocus();
    await user.keyboard(' ');
    expect(control).toBeChecked();
    await user.keyboard('{Enter}');
    expect(control).not.toBeChecked();
    await user.click(screen.getByText('Pix por aproximação'));
    expect(control).toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('cannot be changed when disabled', async () => {
    const user = userEvent.setup();
    render(<Switch label="Mostrar saldo" disabled defaultChecked />);
    const control = screen.getByRole('switch', { name: 'Mostrar saldo' });
    await user.click(control);
    expect(control).toBeChecked();
  });
});
