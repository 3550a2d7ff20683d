import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { encodeBrCode } from '@ipe/domain';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../scripts/chromium';
import { expect, test, expectPage, mariaReadyToPay } from './support';

/** A static code of Carlos's key asking R$ 7,50, as a printed QR Code would carry it. */
const code = encodeBrCode({
  key: 'carlos@ipe.dev',
  amountCents: 7_50,
  name: 'Carlos Eduardo Ramos',
  city: 'Sao Paulo',
  txid: 'CAMERA1',
});

/**
 * The code as a camera sees it: one frame of raw video (Y4M, 4:2:0), dark modules on white with
 * the quiet zone, which Chromium's fake camera plays in a loop.
 */
function qrVideo(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = 8;
  const quiet = 4;
  const size = (modules.size + quiet * 2) * scale;
  const side = size + (size % 2);
  const luma = Buffer.alloc(side * side, 235);
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (!modules.get(y, x)) continue;
      for (let dy = 0; dy < scale; dy++) {
        const row = (y + quiet) * scale + dy;
        luma.fill(16, row * side + (x + quiet) * scale, row * side + (x + quiet + 1) * scale);
      }
    }
  }
  const chroma = Buffer.alloc((side / 2) * (side / 2) * 2, 128);
  const file = join(tmpdir(), `ipe-qr-${process.pid}.y4m`);
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${side} H${side} F10:1 Ip A1:1 C420jpeg\nFRAME\n`),
      luma,
      chroma,
    ]),
  );
  return file;
}

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${qrVideo(code)}`,
    ],
  },
});

test('Maria scans a Pix QR Code with the camera: read on the device, it fills the payment', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['camera']);
  await mariaReadyToPay(page, request);
  await page.goto('/#/bank/pix/copyPaste');
  await expectPage(page, 'Pix copia e cola');
  await page.getByRole('button', { name: 'Ler QR Code' }).click();
  await expect(page.getByRole('dialog', { name: 'Ler QR Code Pix' })).toBeVisible();

  // The first code the camera sees fills the field, the dialog closes and the code is read.
  await expect(page.getByRole('textbox', { name: 'Código Pix copia e cola' })).toHaveValue(code);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Quem vai receber' })).toContainText(
    'Carlos Eduardo Ramos',
  );
  await expect(page.getByRole('region', { name: 'Cobrança' })).toContainText('CAMERA1');
  await expect(page.getByRole('textbox', { name: 'Valor' })).toHaveValue('R$\u00a07,50');
});
