import type { Meta, StoryObj } from '@storybook/react-vite';
import { CopyField } from './CopyField';

const brCode =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865406150.005802BR5913Fulano de Tal6008BRASILIA62070503***6304A1B2';

const meta = {
  title: 'Pix/CopyField',
  component: CopyField,
  tags: ['autodocs'],
  args: { value: brCode },
} satisfies Meta<typeof CopyField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CopiaECola: Story = { name: 'Pix copia e cola' };

export const ChavePix: Story = {
  name: 'Chave Pix',
  args: { label: 'Chave aleatória', value: '123e4567-e12b-12d1-a456-426655440000' },
};

export const LinhaDigitavel: Story = {
  name: 'Linha digitável',
  args: {
    label: 'Linha digitável do boleto',
    value: '34191.79001 01043.510047 91020.150008 1 10010000015000',
  },
};
