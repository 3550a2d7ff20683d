import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListItem } from '@ipe/ui';
import { CountedList } from './CountedList';

const show = (items: string[]) =>
  render(
    <CountedList
      items={items}
      empty={{ title: 'Nenhuma chave ainda', description: 'Cadastre a primeira.' }}
      count={`${items.length} chaves`}
      label="Chaves Pix da conta"
    >
      {(item) => <ListItem key={item} title={item} />}
    </CountedList>,
  );

describe('CountedList: a list screen body', () => {
  it('says there is nothing yet, with no count and no list', () => {
    show([]);
    expect(screen.getByRole('heading', { name: 'Nenhuma chave ainda' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says how many as a status, above the named list', () => {
    show(['a@ipe.dev', 'b@ipe.dev']);
    expect(screen.getByRole('status')).toHaveTextContent('2 chaves');
    const list = screen.getByRole('list', { name: 'Chaves Pix da conta' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
  });
});
