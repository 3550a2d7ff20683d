import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows its text and gives each tone its own class', () => {
    const { rerender } = render(<Badge tone="positive">Pago</Badge>);
    const positiveClass = screen.getByText('Pago').className;
    rerender(<Badge tone="negative">Pago</Badge>);
    expect(screen.getByText('Pago').className).not.toBe(positiveClass);
  });

  it('passes extra attributes through', () => {
    render(
      <Badge data-testid="status" title="Situação">
        Agendado
      </Badge>,
    );
    expect(screen.getByTestId('status')).toHaveAttribute('title', 'Situação');
  });
});
