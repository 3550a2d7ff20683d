import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces loading with a pt-BR default label', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando');
  });

  it('takes a custom label', () => {
    render(<Spinner label="Buscando extrato" />);
    expect(screen.getByRole('status')).toHaveTextContent('Buscando extrato');
  });

  it('is silent when the label is null', () => {
    const { container } = render(<Spinner label={null} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes a pixel diameter', () => {
    render(<Spinner size={80} />);
    expect(screen.getByRole('status')).toHaveStyle({ width: '80px', height: '80px' });
  });
});
