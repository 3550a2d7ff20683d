import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarcodeView } from './BarcodeView';

// The ITF bars of a boleto's 44 digits, as JsBarcode encodes them (start, pairs, stop).
const ITF_START = '1010';
const ITF_STOP = '11101';
const pairs = '1110100010101110111010001010111010100011101000101110101000111010';

const meta = {
  title: 'Dinheiro/BarcodeView',
  component: BarcodeView,
  tags: ['autodocs'],
  args: {
    modules: ITF_START + pairs.repeat(6) + ITF_STOP,
    label: 'Código de barras do boleto',
  },
} satisfies Meta<typeof BarcodeView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A boleto's barcode, as the public page and the receipt show it. */
export const Boleto: Story = {};
