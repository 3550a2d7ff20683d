import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Dialog } from '../Dialog';
import { PinInput } from '../PinInput';
import { Spinner } from '../Spinner';
import { LocaleProvider, loadUiMessages } from './LocaleProvider';
import { en } from './messages.en';
import { ptBR } from './messages.ptBR';

describe('LocaleProvider: the kit’s own words by locale', () => {
  it('speaks pt-BR without a provider, and English under an English one', async () => {
    const { unmount } = render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando');
    unmount();
    render(
      <LocaleProvider messages={await loadUiMessages('en-US')}>
        <Spinner />
        <PinInput label="PIN" value="" onChange={() => undefined} length={4} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByLabelText('Digit 1 of 4')).toBeInTheDocument();
  });

  it('lets a prop win over the locale', async () => {
    render(
      <LocaleProvider messages={await loadUiMessages('en')}>
        <Dialog open title="Título" closeLabel="Fechar agora" onOpenChange={() => undefined}>
          corpo
        </Dialog>
      </LocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'Fechar agora' })).toBeInTheDocument();
  });

  it('has every word in both locales; any other language is pt-BR', async () => {
    expect(await loadUiMessages('pt-BR')).toBe(ptBR);
    expect(await loadUiMessages('es')).toBe(ptBR);
    expect(Object.keys(en).sort()).toEqual(Object.keys(ptBR).sort());
    for (const key of Object.keys(ptBR) as (keyof typeof ptBR)[]) {
      expect(en[key], key).not.toEqual(ptBR[key]);
    }
  });
});
