import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionNav } from './SectionNav';

const items = [
  { id: 'account', label: 'Conta', href: '#/bank/statement/account' },
  { id: 'card', label: 'Cartão', href: '#/bank/statement/card' },
];

describe('SectionNav', () => {
  it('is a named navigation whose current link is marked', () => {
    render(<SectionNav label="Extratos" items={items} current="card" />);
    expect(screen.getByRole('navigation', { name: 'Extratos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cartão' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Conta' })).not.toHaveAttribute('aria-current');
  });

  it('renders links through renderLink, for a router', () => {
    render(
      <SectionNav
        label="Extratos"
        items={items}
        renderLink={(item, props) => <a {...props} data-router={item.id} />}
      />,
    );
    expect(screen.getByRole('link', { name: 'Conta' })).toHaveAttribute('data-router', 'account');
  });
});
