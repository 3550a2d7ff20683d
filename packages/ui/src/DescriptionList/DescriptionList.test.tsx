import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DescriptionList } from './DescriptionList';

describe('DescriptionList', () => {
  it('pairs each term with its value', () => {
    render(
      <DescriptionList
        items={[
          { term: 'Titular', description: 'Maria Silva' },
          { term: 'CPF', description: '123.456.789-09' },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Titular', 'CPF']);
    expect(values).toEqual(['Maria Silva', '123.456.789-09']);
  });
});
