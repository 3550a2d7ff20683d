import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@ipe/domain';
import { renderApp } from '../testing/renderApp';

describe('the api-client notifier reaches the kit notifications (SPEC §8)', () => {
  it('shows the 423 device message with the way to enable the device', async () => {
    const { screen, notifyPort } = await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    act(() => notifyPort.notify({ type: 'negative', message: MESSAGES.DEVICE_NOT_ENABLED }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.DEVICE_NOT_ENABLED);
    expect(screen.getByRole('link', { name: 'Habilitar este aparelho' })).toHaveAttribute(
      'href',
      '#/bank/settings/security',
    );
  });

  it('shows the permission and PIN messages as the spec writes them', async () => {
    const { screen, notifyPort } = await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    act(() => notifyPort.notify({ type: 'negative', message: MESSAGES.NO_PERMISSION }));
    act(() => notifyPort.notify({ type: 'negative', message: MESSAGES.PIN_ATTEMPTS_EXCEEDED }));
    expect(await screen.findByText(MESSAGES.NO_PERMISSION)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.PIN_ATTEMPTS_EXCEEDED)).toBeInTheDocument();
  });

  it('translates them when the app speaks English', async () => {
    const { screen, notifyPort } = await renderApp('/', { language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Sign in to your account' });
    act(() => notifyPort.notify({ type: 'negative', message: MESSAGES.PIN_ATTEMPTS_EXCEEDED }));
    expect(await screen.findByText('Too many PIN attempts!')).toBeInTheDocument();
  });
});
