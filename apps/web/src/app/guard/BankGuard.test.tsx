import { act, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTypedStorage } from '@ipe/domain';
import { createTestBank } from '../testing/testBank';
import { ALL_UP, fakeToken } from '../testing/fixtures';
import { currentPath, renderApp } from '../testing/renderApp';
import { storeSession } from '../testing/session';

/**
 * A fake bank whose startup check waits until the test answers it; `onAsked` runs as it is
 * asked, to see what was drawn by then.
 */
function bankWithHeldCheck(onAsked: () => void = () => {}) {
  let answer: (value: typeof ALL_UP) => void = () => {};
  const api = createTestBank({
    checkHealth: () => {
      onAsked();
      return new Promise((resolve) => (answer = resolve));
    },
  });
  return { api, answer: (value: typeof ALL_UP) => answer(value) };
}

describe('the route guard in the running app', () => {
  it('runs the health check at once behind the overlay where its flags decide the screen', async () => {
    storeSession();
    let drawnWhenAsked: boolean | undefined;
    const { api, answer } = bankWithHeldCheck(() => {
      drawnWhenAsked = document.body.textContent?.includes('Carregando a página…');
    });
    const { screen } = await renderApp('/bank/statement', { api, untilUsable: false });
    expect(
      await screen.findByRole('dialog', { name: 'Verificando os serviços do banco…' }),
    ).toBeInTheDocument();
    // The statement needs its services up, so the check goes at once, and nothing is drawn
    // beneath the overlay until it answers.
    await waitFor(() => expect(api.checkHealth).toHaveBeenCalledTimes(1));
    expect(drawnWhenAsked).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.body).not.toHaveTextContent('Carregando a página…');
    expect(document.querySelector('h1')).toBeNull();
    await act(async () => answer(ALL_UP));
    expect(await screen.findByRole('heading', { level: 1, name: 'Extrato' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Verificando os serviços do banco…' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('draws home beneath the overlay, inert, while the check runs', async () => {
    storeSession();
    const { api, answer } = bankWithHeldCheck();
    const { screen } = await renderApp('/bank/home', { api, untilUsable: false });
    const overlay = await screen.findByRole('dialog', {
      name: 'Verificando os serviços do banco…',
    });
    // Hidden from the accessibility tree while inert, so found as an element.
    await waitFor(() => expect(document.querySelector('h1')).toHaveTextContent('Olá, Maria'));
    expect(document.querySelector('h1')!.closest('[inert]')).not.toBeNull();
    await waitFor(() => expect(api.checkHealth).toHaveBeenCalledTimes(1));
    await act(async () => answer(ALL_UP));
    await waitFor(() => expect(overlay).not.toBeInTheDocument());
    const heading = screen.getByRole('heading', { level: 1, name: 'Olá, Maria' });
    expect(heading.closest('[inert]')).toBeNull();
    expect(api.checkHealth).toHaveBeenCalledTimes(1);
  });

  it('draws a public screen beneath the overlay, inert, and checks once it is painted', async () => {
    let formWhenAsked: boolean | undefined;
    const { api, answer } = bankWithHeldCheck(() => {
      formWhenAsked = document.querySelector('input[type="email"]') !== null;
    });
    const { screen } = await renderApp('/', { api, untilUsable: false });
    const overlay = await screen.findByRole('dialog', {
      name: 'Verificando os serviços do banco…',
    });
    // Hidden from the accessibility tree while inert, so found as an element.
    await waitFor(() => expect(document.querySelector('input[type="email"]')).not.toBeNull());
    expect(document.querySelector('input[type="email"]')!.closest('[inert]')).not.toBeNull();
    await waitFor(() => expect(api.checkHealth).toHaveBeenCalledTimes(1));
    expect(formWhenAsked).toBe(true);
    await act(async () => answer(ALL_UP));
    await waitFor(() => expect(overlay).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'E-mail' }).closest('[inert]')).toBeNull();
    expect(api.checkHealth).toHaveBeenCalledTimes(1);
  });

  it('a screen that needs a service, reached before the first answer, waits for it', async () => {
    // Signed in, sign-in sends the person on to home while the check it waited to paint for
    // runs; home is drawn beneath the overlay, and a screen whose services the answer decides
    // waits for it in the guard.
    storeSession();
    const { api, answer } = bankWithHeldCheck();
    const { router } = await renderApp('/', { api, untilUsable: false });
    await waitFor(() => expect(currentPath(router)).toBe('/bank/home'));
    await waitFor(() => expect(api.checkHealth).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(document.querySelector('h1')).toHaveTextContent('Olá, Maria'));
    await act(() => router.navigate('/bank/statement'));
    await waitFor(() => expect(document.body).toHaveTextContent('Carregando a página…'));
    expect(document.querySelector('h1')).toBeNull();
    await act(async () => answer(ALL_UP));
    await waitFor(() => expect(document.querySelector('h1')).toHaveTextContent('Extrato'));
  });

  it('sends a bank screen without a stored account status to /logout', async () => {
    const { router, screen } = await renderApp('/bank/home');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Você saiu da sua conta' }),
    ).toBeInTheDocument();
    expect(currentPath(router)).toBe('/logout');
  });

  it('sends every bank screen to /error when the health check fails, home drawn before it too', async () => {
    storeSession();
    const api = createTestBank({
      checkHealth: () => Promise.reject(new Error('Network Error')),
    });
    const { router, screen } = await renderApp('/bank/home', { api });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Serviço indisponível' }),
    ).toBeInTheDocument();
    expect(currentPath(router)).toBe('/error');
  });

  it('sends every bank screen to /error on general_failure', async () => {
    storeSession();
    const api = createTestBank({
      checkHealth: async () => ({ ...ALL_UP, general_failure: true }),
    });
    const { router } = await renderApp('/bank/statement/account', { api });
    await waitFor(() => expect(currentPath(router)).toBe('/error'));
  });

  it('a typed URL whose service is off lands on /bank/error, which names the function', async () => {
    storeSession();
    const api = createTestBank({ checkHealth: async () => ({ ...ALL_UP, service_pix: false }) });
    const { router, screen } = await renderApp('/bank/pix/keys', { api });
    expect(
      await screen.findByText(/Não foi possível abrir esta função: Pix fora do ar/),
    ).toBeInTheDocument();
    expect(currentPath(router)).toBe('/bank/error?from=%2Fbank%2Fpix%2Fkeys');
  });

  it('a link goes through the same guard, with a fresh health check', async () => {
    storeSession();
    const api = createTestBank();
    const { router, screen, user } = await renderApp('/bank/home', { api });
    await screen.findByRole('heading', { level: 1, name: 'Olá, Maria' });
    // The service goes down after startup; following the link checks again.
    api.checkHealth.mockResolvedValue({ ...ALL_UP, service_transfer: false });
    const sections = screen.getByRole('navigation', { name: 'Seções do banco' });
    await user.click(within(sections).getByRole('link', { name: 'Transferir' }));
    await waitFor(() => expect(currentPath(router)).toBe('/bank/error?from=%2Fbank%2Ftransfer'));
    expect(await screen.findByText(/Transferências fora do ar/)).toBeInTheDocument();
  });

  it('a service that came back opens on the fresh check, not the stale answer', async () => {
    storeSession();
    const api = createTestBank({ checkHealth: async () => ({ ...ALL_UP, service_pix: false }) });
    const { router, screen } = await renderApp('/bank/pix', { api });
    await waitFor(() => expect(currentPath(router)).toBe('/bank/error?from=%2Fbank%2Fpix'));
    await act(() => router.navigate('/bank/home'));
    await screen.findByRole('heading', { level: 1, name: 'Olá, Maria' });
    // Pix is back on the server: the last answer still says it is off.
    api.checkHealth.mockResolvedValue(ALL_UP);
    await act(() => router.navigate('/bank/pix'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pix' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/bank/pix');
  });

  it('ends the session when the token expires, says so, and signs back in to the same screen', async () => {
    storeSession({ token: fakeToken({ exp: Math.floor(Date.now() / 1000) + 1 }) });
    // Whether the screen showed before the second passed depends on the machine's load; where
    // the expiry leads does not.
    const { router, screen, user } = await renderApp('/bank/settings');
    await waitFor(
      () => expect(currentPath(router)).toBe('/logout?reason=expired&next=%2Fbank%2Fsettings'),
      { timeout: 8000 },
    );
    await screen.findByRole('heading', { level: 1, name: 'Sua sessão expirou' });
    expect(screen.queryByText('Você saiu da sua conta')).not.toBeInTheDocument();
    expect(createTypedStorage(window.localStorage).get('JWT_TOKEN')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Entrar' }));
    await screen.findByRole('heading', { level: 1, name: 'Entre na sua conta' });
    expect(currentPath(router)).toBe('/?next=%2Fbank%2Fsettings');
  });

  it('a session cleared under a bank screen says it expired, before any 401 navigation lands', async () => {
    storeSession();
    const { router, screen } = await renderApp('/bank/home');
    await screen.findByRole('heading', { level: 1, name: 'Olá, Maria' });
    // What a 401 leaves for an instant, or another tab signing out: storage empty, no navigation.
    act(() => {
      window.localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { storageArea: window.localStorage }));
    });
    await screen.findByRole('heading', { level: 1, name: 'Sua sessão expirou' });
    expect(currentPath(router)).toBe('/logout?reason=expired&next=%2Fbank%2Fhome');
  });
});
