import { startTransition, Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { ADDRESS_TEXTS } from '../forms/address/texts';
import { renderApp } from '../testing/renderApp';
import { storeSession } from '../testing/session';
import { useFeatureTranslation } from './featureTexts';
import { createI18n, switchLanguage } from './i18n';

describe('a feature’s own texts', () => {
  it('come with its screens in pt-BR, and in English once fetched', async () => {
    storeSession();
    const pt = await renderApp('/bank/pix/pay/key');
    expect(
      await pt.screen.findByRole('heading', { level: 1, name: 'Pagar com chave Pix' }),
    ).toBeInTheDocument();
    expect(pt.i18n.hasResourceBundle('en', 'pix')).toBe(false);
    pt.unmount();

    storeSession();
    const en = await renderApp('/bank/pix/pay/key', { language: 'en' });
    expect(
      await en.screen.findByRole('heading', { level: 1, name: 'Pay with a Pix key' }),
    ).toBeInTheDocument();
    expect(en.screen.getByRole('textbox', { name: 'Pix key' })).toBeInTheDocument();
    expect(en.i18n.hasResourceBundle('en', 'pix')).toBe(true);
  });

  it('leave nothing behind in a click’s act(): what the click set in a transition is drawn', async () => {
    // Testing Library wraps each event of a click in a synchronous act(). A render there that
    // handed React a promise, even a settled one, made React keep the rest of the click's work
    // in that act's queue, which nothing flushes once it returns: a navigation's transition
    // then never drew (the statement stayed on screen after a click on "Início").
    const i18n = await createI18n();
    let click = () => {};
    function Screen() {
      const { t } = useFeatureTranslation(ADDRESS_TEXTS);
      const [pressed, setPressed] = useState(false);
      const [shown, setShown] = useState('before');
      click = () => {
        setPressed(true);
        startTransition(() => setShown('after'));
      };
      return (
        <p>
          {t('cep')} {pressed ? 'pressed' : 'not pressed'} {shown}
        </p>
      );
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Screen />
      </I18nextProvider>,
    );
    act(() => click());
    expect(await screen.findByText('CEP pressed after')).toBeInTheDocument();
  });

  it('fetch a namespace’s English file once, however many screens ask for it', async () => {
    const i18n = await createI18n();
    await switchLanguage(i18n, 'en');
    const texts = { ...ADDRESS_TEXTS, en: vi.fn(ADDRESS_TEXTS.en) };
    function Field({ name }: { name: 'cep' | 'street' }) {
      const { t } = useFeatureTranslation(texts);
      return <p>{t(name)}</p>;
    }
    // Awaited: the first render suspends, and React's act() takes the rest up only if awaited.
    await act(async () => {
      render(
        <I18nextProvider i18n={i18n}>
          <Suspense fallback="…">
            <Field name="cep" />
            <Field name="street" />
          </Suspense>
        </I18nextProvider>,
      );
    });
    expect(await screen.findByText('Street')).toBeInTheDocument();
    expect(texts.en).toHaveBeenCalledTimes(1);
  });
});
