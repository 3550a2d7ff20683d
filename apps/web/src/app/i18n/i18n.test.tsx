import { describe, expect, it, vi } from 'vitest';
import { createTypedStorage } from '@ipe/domain';
import { renderApp } from '../testing/renderApp';
import { storeSession } from '../testing/session';
import { createI18n } from './i18n';
import { en } from './locales/en';
import { enBank } from './locales/en.bank';
import { ptBR } from './locales/ptBR';
import { ptBRBank } from './locales/ptBR.bank';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null
      ? keysOf(inner, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('languages', () => {
  it('English has every pt-BR text, and no text is empty', () => {
    expect(keysOf({ ...en, ...enBank }).sort()).toEqual(keysOf({ ...ptBR, ...ptBRBank }).sort());
    const texts = (value: object): string[] =>
      Object.values(value).flatMap((inner) => (typeof inner === 'string' ? [inner] : texts(inner)));
    for (const text of [...texts(ptBR), ...texts(ptBRBank), ...texts(en), ...texts(enBank)]) {
      expect(text.trim()).not.toBe('');
    }
  });

  it('says on the console that a text is missing, unless the lookup gave a default', async () => {
    const i18n = await createI18n();
    const t = i18n.t as unknown as (key: string, options?: object) => string;
    // In place of the suite's watch, which would fail this test for what it checks.
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(t('NOT_A_CODE', { ns: 'errors', defaultValue: '' })).toBe('');
      expect(said).not.toHaveBeenCalled();
      expect(t('nav.nothingHere')).toBe('nav.nothingHere');
      expect(said).toHaveBeenCalledExactlyOnceWith(
        'No text for translation:nav.nothingHere in pt-BR.',
      );
    } finally {
      said.mockRestore();
    }
  });

  it('starts in pt-BR and switches to English on request, remembering it', async () => {
    const { screen, user } = await renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Entre na sua conta' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to your account' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(createTypedStorage(window.localStorage).get('LANGUAGE')).toBe('en');
    await user.click(screen.getByRole('button', { name: 'Português (Brasil)' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Entre na sua conta' }),
    ).toBeInTheDocument();
  });

  it('the kit speaks the app’s language too', async () => {
    storeSession();
    const english = await renderApp('/bank/settings', { language: 'en' });
    const form = await english.screen.findByRole('region', { name: 'Mailing address' });
    expect(form).toHaveTextContent('(optional)');
    expect(form).not.toHaveTextContent('(opcional)');
    english.unmount();
    const portuguese = await renderApp('/bank/settings');
    expect(
      await portuguese.screen.findByRole('region', { name: 'Endereço de correspondência' }),
    ).toHaveTextContent('(opcional)');
  });
});
