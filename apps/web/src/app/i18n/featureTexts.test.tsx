import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/renderApp';
import { storeSession } from '../testing/session';

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
});
