import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stepper } from './Stepper';

const steps = ['Dados pessoais', 'Endereço', 'Senha', 'PIN'];

describe('Stepper', () => {
  it('marks done, current and upcoming steps for screen readers', () => {
    render(<Stepper steps={steps} current={1} />);
    expect(screen.getByRole('navigation', { name: 'Progresso' })).toHaveTextContent('Etapa 2 de 4');
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Dados pessoais (concluída)');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[1]).toHaveTextContent('Endereço (atual)');
    expect(items[2]).not.toHaveAttribute('aria-current');
    expect(items[2]).toHaveTextContent(/^3Senha$/);
  });

  it('keeps the current step inside the list', () => {
    render(<Stepper steps={steps} current={9} />);
    expect(screen.getByText('Etapa 4 de 4')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[3]).toHaveAttribute('aria-current', 'step');
  });
});
