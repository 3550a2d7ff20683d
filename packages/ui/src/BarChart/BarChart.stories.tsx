import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatBrl } from '@ipe/domain';
import { BarChart } from './BarChart';

const meta = {
  title: 'Dinheiro/BarChart',
  component: BarChart,
  tags: ['autodocs'],
  args: {
    caption: 'Entradas e saídas por mês',
    rowHeader: 'Mês',
    formatValue: formatBrl,
    series: [
      { key: 'in', label: 'Entradas', tone: 'positive' },
      { key: 'out', label: 'Saídas', tone: 'negative' },
    ],
    rows: [
      { key: '2026-09', label: 'Setembro', values: { in: 520_000, out: 401_230 } },
      { key: '2026-10', label: 'Outubro', values: { in: 555_000, out: 312_000 } },
      { key: '2026-11', label: 'Novembro', values: { in: 35_000, out: 98_750 } },
    ],
  },
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PorMes: Story = { name: 'Por mês' };

export const PorCategoria: Story = {
  name: 'Por categoria',
  args: {
    caption: 'Gastos por tipo',
    rowHeader: 'Tipo',
    series: [{ key: 'out', label: 'Gastos', tone: 'brand' }],
    rows: [
      { key: 'pix', label: 'Pix', values: { out: 250_000 } },
      { key: 'boleto', label: 'Boletos', values: { out: 28_980 } },
      { key: 'card', label: 'Cartão', values: { out: 12_340 } },
    ],
  },
};

export const ValoresOcultos: Story = { name: 'Valores ocultos', args: { hideValues: true } };

/** On a phone: each label above its bars, every amount on one line beside its bar. */
export const NoCelular: Story = {
  name: 'No celular',
  tags: ['mobile'],
  args: {
    rows: [
      { key: '2026-11', label: 'Novembro de 2026', values: { in: 15_555_000, out: 28_270 } },
      { key: '2026-12', label: 'Dezembro de 2026', values: { in: 0, out: 8_750 } },
    ],
  },
};

export const PorCategoriaNoCelular: Story = {
  name: 'Por categoria, no celular',
  tags: ['mobile'],
  args: {
    ...PorCategoria.args,
    rows: [
      { key: 'transfer', label: 'Transferências', values: { out: 1_218_280 } },
      { key: 'boleto', label: 'Boletos', values: { out: 9_990 } },
      { key: 'pix', label: 'Pix', values: { out: 8_750 } },
    ],
  },
};
