import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { Loaded, type LoadedProps, type LoadedRead } from './Loaded';

type Shown = Pick<LoadedProps<string[]>, 'placeholder' | 'refused' | 'refusedAction'>;

async function show(read: LoadedRead<string[]>, shown: Shown = {}) {
  const i18n = await createI18n();
  const wrap = (children: ReactNode) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return render(
    wrap(
      <Loaded read={read} failed="Não foi possível carregar suas chaves" {...shown}>
        {(keys) => <p>{keys.length} chaves</p>}
      </Loaded>,
    ),
  );
}

/** A failed call as axios rejects it: the status and the bank's error body. */
const answer = (status: number, code = 'INTERNAL_ERROR') => ({
  response: { status, data: { code, message: 'x' } },
});

describe('Loaded: a screen read in its three states', () => {
  it('shows what the page makes of the data', async () => {
    await show({ data: ['a', 'b'], isError: false, refetch: vi.fn() });
    expect(screen.getByText('2 chaves')).toBeInTheDocument();
  });

  it('keeps what was read when a refetch in the background fails, and says so', async () => {
    const refetch = vi.fn();
    await show({ data: ['a'], isError: true, refetch });
    expect(screen.getByText('1 chaves')).toBeInTheDocument();
    expect(screen.queryByText('Não foi possível carregar suas chaves')).toBeNull();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(
      'Não foi possível atualizar esta tela. O que aparece pode estar desatualizado.',
    );
    await userEvent.click(within(notice).getByRole('button', { name: 'Tentar novamente' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('says nothing of staleness while the read is fresh', async () => {
    await show({ data: ['a', 'b'], isError: false, refetch: vi.fn() });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says what did not load and asks again', async () => {
    const refetch = vi.fn();
    await show({ data: undefined, isError: true, refetch });
    expect(
      screen.getByRole('heading', { name: 'Não foi possível carregar suas chaves' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failure that may pass: no answer, a 5xx, a 429', async () => {
    for (const error of [new Error('Network Error'), answer(503), answer(429)]) {
      const { unmount } = await show({ data: undefined, isError: true, error, refetch: vi.fn() });
      expect(
        screen.getByRole('heading', { name: 'Não foi possível carregar suas chaves' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
      unmount();
    }
  });

  it("says why the server refused the read, in its code's words, and offers no retry", async () => {
    await show({
      data: undefined,
      isError: true,
      error: answer(404, 'NOT_FOUND'),
      refetch: vi.fn(),
    });
    expect(
      screen.getByRole('heading', { name: 'Não encontramos o que você procura.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a refusal in the words the page gives, where codes have no texts', async () => {
    await show(
      { data: undefined, isError: true, error: answer(404, 'BOLETO_NOT_FOUND'), refetch: vi.fn() },
      { refused: 'Boleto não encontrado.' },
    );
    expect(screen.getByRole('heading', { name: 'Boleto não encontrado.' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers the way on the page gives after a refusal, and only then', async () => {
    const refusedAction = <a href="#/bank/pix/requests">Cobranças Pix</a>;
    const { unmount } = await show(
      { data: undefined, isError: true, error: answer(404, 'NOT_FOUND'), refetch: vi.fn() },
      { refusedAction },
    );
    expect(screen.getByRole('link', { name: 'Cobranças Pix' })).toBeInTheDocument();
    unmount();
    await show(
      { data: undefined, isError: true, error: answer(503), refetch: vi.fn() },
      { refusedAction },
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('is busy with placeholder lines while it loads, two unless the page says', async () => {
    const { container, unmount } = await show({
      data: undefined,
      isError: false,
      refetch: vi.fn(),
    });
    expect(container.querySelector('[aria-busy="true"]')?.children).toHaveLength(2);
    unmount();
    const three = await show(
      { data: undefined, isError: false, refetch: vi.fn() },
      { placeholder: ['40%', '70%', '60%'] },
    );
    expect(three.container.querySelector('[aria-busy="true"]')?.children).toHaveLength(3);
  });
});
