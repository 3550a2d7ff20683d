import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Amount } from './Amount';

// Intl separates "R$" from the digits with a no-break space.
const text = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, ' ');

describe('Amount', () => {
  it('formats integer centavos in pt-BR reais', () => {
    render(<Amount value={123456} data-testid="amount" />);
    expect(text(screen.getByTestId('amount'))).toBe('R$ 1.234,56');
  });

  it('writes a minus sign for negative values and a plus only when asked', () => {
    const { rerender } = render(<Amount value={-990} data-testid="amount" />);
    expect(text(screen.getByTestId('amount'))).toBe('\u2212R$ 9,90');
    rerender(<Amount value={990} signDisplay="always" data-testid="amount" />);
    expect(text(screen.getByTestId('amount'))).toBe('+R$ 9,90');
    rerender(<Amount value={0} signDisplay="always" data-testid="amount" />);
    expect(text(screen.getByTestId('amount'))).toBe('R$ 0,00');
  });

  it('masks the value when hidden and says so to screen readers', () => {
    render(<Amount value={123456} hidden data-testid="amount" />);
    const element = screen.getByTestId('amount');
    expect(element).not.toHaveTextContent('1.234,56');
    expect(element).toHaveTextContent('R$ ••••');
    expect(element).toHaveTextContent('Valor oculto');
  });
});
