import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows a heading at the requested level, a description and an action', () => {
    render(
      <EmptyState
        title="Nenhuma chave Pix"
        description="Cadastre uma chave para receber Pix."
        action={<button type="button">Cadastrar chave</button>}
        headingLevel={3}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 3, name: 'Nenhuma chave Pix' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Cadastre uma chave para receber Pix.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cadastrar chave' })).toBeInTheDocument();
  });

  it('hides the decorative icon from screen readers', () => {
    render(<EmptyState title="Vazio" icon={<svg data-testid="icon" />} />);
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });
});
