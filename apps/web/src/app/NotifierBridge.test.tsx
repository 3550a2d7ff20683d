import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@ipe/domain';
import { renderApp } from './testing/renderApp';

describe('the api-client notifier reaches the kit notifications (SPEC §8)', () => {
  it('shows the 423 device message with the way to enable the device', async () => {
    const { screen, notifyPort } = await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    act(() =>
      notifyPort.notify({
        type: 'negative',
        message: MESSAGES.DEVICE_NOT_ENABLED,
        reason: 'device-not-enabled',
      }),
    );
    // The notice by its text: the sign-in page's captcha widget may show an alert of its own
    // (jsdom is not a secure context), sooner or later depending on how warm the modules are.
    const alert = (await screen.findByText(MESSAGES.DEVICE_NOT_ENABLED)).closest('[role="alert"]');
    expect(alert).toHaveTextContent(MESSAGES.DEVICE_NOT_ENABLED);
    expect(screen.getByRole('link', { name: 'Habilitar este aparelho' })).toHaveAttribute(
      'href',
      '#/bank/settings/security',
    );
  });

  it('shows the permission and PIN messages as the spec writes them', async () => {
    const { screen, notifyPort } = await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    act(() =>
      notifyPort.notify({
        type: 'negative',
        message: MESSAGES.NO_PERMISSION,
        reason: 'no-permission',
      }),
    );
    act(() =>
      notifyPort.notify({
        type: 'negative',
        message: MESSAGES.PIN_ATTEMPTS_EXCEEDED,
        reason: 'pin-attempts-exceeded',
      }),
    );
    expect(await screen.findByText(MESSAGES.NO_PERMISSION)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.PIN_ATTEMPTS_EXCEEDED)).toBeInTheDocument();
  });

  it('reads the reason, not the words: another text for the same reason shows the same notice', async () => {
    const { screen, notifyPort } = await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    act(() =>
      notifyPort.notify({ type: 'negative', message: 'texto qualquer', reason: 'no-permission' }),
    );
    expect(await screen.findByText(MESSAGES.NO_PERMISSION)).toBeInTheDocument();
    expect(screen.queryByText('texto qualquer')).not.toBeInTheDocument();
  });

  it('translates them when the app speaks English', async () => {
    const { screen, notifyPort } = await renderApp('/', { language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Sign in to your account' });
    act(() =>
      notifyPort.notify({
        type: 'negative',
        message: MESSAGES.PIN_ATTEMPTS_EXCEEDED,
        reason: 'pin-attempts-exceeded',
      }),
    );
    expect(await screen.findByText('Too many PIN attempts!')).toBeInTheDocument();
  });
});
