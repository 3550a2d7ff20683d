import type { Meta, StoryObj } from '@storybook/react-vite';
import { QRCodeView } from './QRCodeView';

const brCode =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865406150.005802BR5913Fulano de Tal6008BRASILIA62070503***6304A1B2';

const meta = {
  title: 'Pix/QRCodeView',
  component: QRCodeView,
  tags: ['autodocs'],
  args: { value: brCode },
} satisfies Meta<typeof QRCodeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ComCopiaECola: Story = {
  name: 'Com copia e cola',
  args: { description: 'R$ 150,00 para Fulano de Tal' },
};

export const SoQRCode: Story = { name: 'Só o QR Code', args: { showCopyField: false } };
