import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('as a section is a region named by its title, at the heading level asked', () => {
    render(
      <Card as="section" title="Limites Pix" headingLevel={3} description="Diurno e noturno">
        conteúdo
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Limites Pix' });
    expect(region).toHaveTextContent('Diurno e noturno');
    expect(screen.getByRole('heading', { level: 3, name: 'Limites Pix' })).toBeInTheDocument();
  });

  it('renders its action and children, and no header when it has nothing for one', () => {
    const { container, rerender } = render(
      <Card title="Favoritos" action={<button type="button">Ver todos</button>}>
        <p>Maria</p>
      </Card>,
    );
    expect(screen.getByRole('button', { name: 'Ver todos' })).toBeInTheDocument();
    expect(screen.getByText('Maria')).toBeInTheDocument();
    rerender(
      <Card>
        <p>Só conteúdo</p>
      </Card>,
    );
    expect(container.firstElementChild?.children).toHaveLength(1);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('passes attributes to the element it renders', () => {
    render(<Card as="article" data-testid="card" aria-label="Comprovante" />);
    expect(screen.getByTestId('card').tagName).toBe('ARTICLE');
    expect(screen.getByRole('article', { name: 'Comprovante' })).toBeInTheDocument();
  });
});
