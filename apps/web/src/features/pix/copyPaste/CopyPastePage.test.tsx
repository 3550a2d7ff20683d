import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createInitialClientState, encodeBrCode, encodePin } from '@ipe/domain';
import { createTestBank, requestWith } from '../../../app/testing/testBank';
import { ACCOUNT_ID, carlosBrCode, thisDevice } from '../../../app/testing/fixtures';
import { currentPath, renderApp } from '../../../app/testing/renderApp';
import { storeSession } from '../../../app/testing/session';

async function openCopyPaste(api = createTestBank(), copyPaste = '') {
  storeSession({ idSession: thisDevice.id_session });
  const view = await renderApp('/bank/pix/copyPaste', {
    api,
    initialClientState: { ...createInitialClientState(), copyPaste },
  });
  await view.screen.findByRole('heading', { level: 1, name: 'Pix copia e cola' });
  return view;
}

describe('pix/copyPaste', () => {
  it('reads a pasted code, shows whom and how much, and pays the fixed amount once', async () => {
    const { screen, user, api, router } = await openCopyPaste();
    await user.click(screen.getByRole('textbox', { name: 'Código Pix copia e cola' }));
    await user.paste(carlosBrCode);
    const recipient = await screen.findByRole('region', { name: 'Quem vai receber' });
    expect(recipient).toHaveTextContent('Carlos Eduardo Ramos');
    expect(screen.getByRole('region', { name: 'Cobrança' })).toHaveTextContent('MESA12');
    const amount = screen.getByRole('textbox', { name: 'Valor' });
    expect(amount).toHaveValue('R$\u00a042,50');
    expect(amount).toHaveAttribute('readonly');
    expect(api.readPixBrCode).toHaveBeenCalledWith(
      requestWith({ path: { sub: ACCOUNT_ID }, body: { code: carlosBrCode } }),
    );

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirme o Pix' });
    await user.click(within(dialog).getByLabelText(/^Dígito 1 de/));
    await user.keyboard('1234');
    await user.click(within(dialog).getByRole('button', { name: 'Pagar R$\u00a042,50' }));
    await waitFor(() => expect(api.payPixByBrCode).toHaveBeenCalledTimes(1));
    expect(api.payPixByBrCode).toHaveBeenCalledWith(
      requestWith({
        body: { code: carlosBrCode, amount_cents: 42_50, pin: await encodePin('1234') },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Comprovante de Pix' });
    expect(currentPath(router)).toMatch(/^\/bank\/pix\/payments\//);
  });

  it("says on the field why a code cannot be paid: the parser's reason, or the server's", async () => {
    const { screen, user, api } = await openCopyPaste();
    const field = screen.getByRole('textbox', { name: 'Código Pix copia e cola' });
    await user.click(field);
    // The last digit of the CRC changed: the code was not copied whole.
    const last = carlosBrCode.at(-1) === '0' ? '1' : '0';
    await user.paste(`${carlosBrCode.slice(0, -1)}${last}`);
    expect(
      await screen.findByText(
        'O código Pix não confere com o seu código de verificação. Copie o código de novo.',
      ),
    ).toBeInTheDocument();
    expect(api.readPixBrCode).not.toHaveBeenCalled();

    await user.clear(field);
    await user.paste(encodeBrCode({ key: 'ana@exemplo.com.br', name: 'Ana', city: 'Recife' }));
    expect(
      await screen.findByText(
        'Esta cobrança Pix venceu. Peça um novo código a quem está cobrando.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.payPixByBrCode).not.toHaveBeenCalled();
  });

  it("reads at once a code handed over in the shared state's copyPaste", async () => {
    const { screen, api } = await openCopyPaste(createTestBank(), carlosBrCode);
    expect(screen.getByRole('textbox', { name: 'Código Pix copia e cola' })).toHaveValue(
      carlosBrCode,
    );
    expect(await screen.findByRole('region', { name: 'Quem vai receber' })).toHaveTextContent(
      'Carlos Eduardo Ramos',
    );
    expect(api.readPixBrCode).toHaveBeenCalledTimes(1);
  });

  it('says so when the camera cannot be used, so the person pastes instead', async () => {
    const { screen, user } = await openCopyPaste();
    await user.click(screen.getByRole('button', { name: 'Ler QR Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ler QR Code Pix' });
    // jsdom has no camera (navigator.mediaDevices is absent).
    expect(
      await within(dialog).findByText(
        'Nenhuma câmera encontrada neste aparelho. Cole o código Pix.',
      ),
    ).toBeInTheDocument();
  });

  it('is busy while the camera opens, and no longer once it answered', async () => {
    let refuse: (error: Error) => void = () => undefined;
    const opening = new Promise<MediaStream>((_resolve, reject) => {
      refuse = reject;
    });
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => opening },
    });
    try {
      const { screen, user } = await openCopyPaste();
      await user.click(screen.getByRole('button', { name: 'Ler QR Code' }));
      const dialog = await screen.findByRole('dialog', { name: 'Ler QR Code Pix' });
      const status = await within(dialog).findByRole('status');
      expect(status.closest('[aria-busy="true"]')).not.toBeNull();
      refuse(new DOMException('', 'NotFoundError'));
      expect(
        await within(dialog).findByText(
          'Nenhuma câmera encontrada neste aparelho. Cole o código Pix.',
        ),
      ).toBeInTheDocument();
      expect(dialog.querySelector('[aria-busy="true"]')).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'mediaDevices');
    }
  });
});
