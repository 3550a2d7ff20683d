import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Inline } from '../Inline';
import { Stack } from './Stack';

describe('Stack and Inline', () => {
  it('can be the form itself, so a screen needs no wrapper to lay one out', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Stack as="form" space="md" aria-label="Alterar nome" onSubmit={onSubmit} noValidate>
        <input aria-label="Nome" />
        <Inline space="sm">
          <button type="submit">Salvar</button>
        </Inline>
      </Stack>,
    );
    const form = screen.getByRole('form', { name: 'Alterar nome' });
    expect(form).toHaveAttribute('novalidate');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
