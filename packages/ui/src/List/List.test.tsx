import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { List } from './List';
import { ListItem } from './ListItem';

describe('List / ListItem', () => {
  it('is a list of items, even without bullets', () => {
    render(
      <List aria-label="Chaves Pix">
        <ListItem title="CPF" description="•••.456.789-••" />
        <ListItem title="E-mail" description="maria@exemplo.com.br" />
      </List>,
    );
    const list = screen.getByRole('list', { name: 'Chaves Pix' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('with href the whole row is one link named by its text', async () => {
    const user = userEvent.setup();
    render(
      <List>
        <ListItem title="Extrato" description="Conta, cartão e boletos" href="#/bank/statement" />
      </List>,
    );
    await user.tab();
    const link = screen.getByRole('link', { name: /Extrato/ });
    expect(link).toHaveFocus();
    expect(link).toHaveAccessibleName('Extrato Conta, cartão e boletos');
    expect(link).toHaveAttribute('href', '#/bank/statement');
  });

  it('with onClick the whole row is a button that works from the keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <List>
        <ListItem title="Maria Silva" trailing="Banco do Brasil" onClick={onClick} />
        <ListItem title="João Souza" onClick={onClick} disabled />
      </List>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: /Maria Silva/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: /João Souza/ }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
