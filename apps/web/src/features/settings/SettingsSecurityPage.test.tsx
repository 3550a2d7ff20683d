import { fakeReply } from '@ipe/api-client/testing';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTypedStorage } from '@ipe/domain';
import { createTestBank, requestWith } from '../../app/testing/testBank';
import { operatingStatus, thisDevice } from '../../app/testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';
import { storeSession } from '../../app/testing/session';

const keyHash = 'a'.repeat(64);

describe('settings/security: enabling this device', () => {
  it('asks for an e-mailed code, enables the device and leaves consult mode', async () => {
    storeSession({ status: { ...operatingStatus, unique_id_key_hash: keyHash } });
    const api = createTestBank({
      enableDevice: async () => ({
        data: {
          id_session: thisDevice.id_session,
          unique_id_key_hash: keyHash,
          account_status: { ...operatingStatus, unique_id_key_hash: keyHash },
        },
      }),
    });
    const { screen, user } = await renderApp('/bank/settings/security', { api });
    expect(await screen.findByTestId('consult-notice')).toBeInTheDocument();
    const device = screen.getByRole('region', { name: 'Este aparelho' });
    expect(within(device).getByTestId('device-status')).toHaveTextContent(
      'ainda não está habilitado',
    );
    // The card's badge says its state, not its title again.
    expect(within(device).getByText('Não habilitado')).toBeInTheDocument();

    await user.click(within(device).getByRole('button', { name: 'Enviar código' }));
    expect(api.startDeviceChallenge).toHaveBeenCalledWith(
      requestWith({ body: { channel: 'email' } }),
    );
    expect(
      await within(device).findByText('Enviamos um código de 6 dígitos para m***@ipe.dev.'),
    ).toBeInTheDocument();

    api.listDevices.mockResolvedValue({ data: [thisDevice] });
    await user.keyboard('123456');
    await user.type(within(device).getByLabelText(/Nome deste aparelho/), 'Notebook');
    await user.click(within(device).getByRole('button', { name: 'Habilitar' }));
    await waitFor(() =>
      expect(api.enableDevice).toHaveBeenCalledWith(
        requestWith({
          body: {
            challenge_id: '0d4c8a8e-2f5b-4b71-9a43-5a1f0c9e7b21',
            code: '123456',
            label: 'Notebook',
          },
        }),
      ),
    );
    expect(
      await screen.findByText('Aparelho habilitado! Você já pode movimentar a conta.'),
    ).toBeInTheDocument();
    expect(createTypedStorage(window.localStorage).get('ID_SESSION')).toBe(thisDevice.id_session);
    await waitFor(() => expect(screen.queryByTestId('consult-notice')).not.toBeInTheDocument());
    expect(within(device).getByTestId('device-status')).toHaveTextContent('está habilitado');
    expect(within(device).getByText('Habilitado')).toBeInTheDocument();
    expect(within(device).queryByText('Não habilitado')).toBeNull();
  });

  it('says so when the code is wrong', async () => {
    storeSession();
    const api = createTestBank({
      enableDevice: () => fakeReply(422, { code: 'OTP_INVALID', message: 'Código inválido.' }),
    });
    const { screen, user } = await renderApp('/bank/settings/security', { api });
    const device = await screen.findByRole('region', { name: 'Este aparelho' });
    await user.click(within(device).getByRole('button', { name: 'Enviar código' }));
    await within(device).findByText(/Enviamos um código/);
    await user.keyboard('000000');
    await user.click(within(device).getByRole('button', { name: 'Habilitar' }));
    expect(
      await within(device).findByText('Código incorreto ou expirado. Confira e tente de novo.'),
    ).toBeInTheDocument();
    expect(createTypedStorage(window.localStorage).get('ID_SESSION')).toBeNull();
  });

  it('recognises a device enabled earlier and lets it be disabled', async () => {
    storeSession({ status: { ...operatingStatus, unique_id_key_hash: keyHash } });
    const api = createTestBank({ listDevices: async () => ({ data: [thisDevice] }) });
    const { screen, user } = await renderApp('/bank/settings/security', { api });
    const devices = await screen.findByRole('region', { name: 'Aparelhos habilitados' });
    expect(await within(devices).findByText('Notebook')).toBeInTheDocument();
    await waitFor(() =>
      expect(createTypedStorage(window.localStorage).get('ID_SESSION')).toBe(thisDevice.id_session),
    );
    api.listDevices.mockResolvedValue({ data: [] });
    await user.click(within(devices).getByRole('button', { name: 'Desabilitar Notebook' }));
    expect(api.disableDevice).toHaveBeenCalledWith(
      requestWith({ path: { id: thisDevice.id_session } }),
    );
    await waitFor(() =>
      expect(createTypedStorage(window.localStorage).get('ID_SESSION')).toBeNull(),
    );
    expect(await screen.findByTestId('consult-notice')).toBeInTheDocument();
  });
});
