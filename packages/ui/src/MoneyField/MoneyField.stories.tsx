import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { formatBrl, MESSAGES, type Cents } from '@ipe/domain';
import { useState } from 'react';
import { MoneyField, type MoneyFieldProps } from './MoneyField';

/** Keeps the value in state so the story can be typed into. */
function Controlled(props: MoneyFieldProps) {
  const [value, setValue] = useState<Cents | null>(props.value);
  return <MoneyField {...props} value={value} onChange={setValue} />;
}

/** Form fields are shown at a phone's width, as people meet them. */
const narrow: Decorator = (Story) => (
  <div style={{ maxWidth: '20rem' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Dinheiro/MoneyField',
  component: MoneyField,
  tags: ['autodocs'],
  args: { label: 'Valor do Pix', value: null, onChange: () => {} },
  render: (args) => <Controlled {...args} />,
  decorators: [narrow],
} satisfies Meta<typeof MoneyField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vazio: Story = {};

export const Preenchido: Story = { args: { value: 123456 } };

export const ComLimite: Story = {
  name: 'Com limite',
  args: {
    value: 5000,
    max: 100000,
    hint: `Limite disponível agora: ${formatBrl(100000)}`,
  },
};

export const Erro: Story = {
  args: {
    value: 250000,
    error: `Saldo insuficiente. Seu saldo é ${formatBrl(183790)}.`,
  },
};

export const Desabilitado: Story = { args: { value: 15000, disabled: true } };

/** Consult mode: the amount cannot be typed and the field says why. */
export const ModoConsulta: Story = {
  name: 'Modo consulta',
  args: { value: null, disabled: true, hint: MESSAGES.DEVICE_NOT_ENABLED },
};

export const ValorAlto: Story = {
  name: 'Valor alto',
  args: { label: 'Valor do boleto', value: 999999999999 },
};

export const TextoLongo: Story = {
  name: 'Texto longo',
  args: {
    label: 'Valor da devolução do Pix recebido de Maria Aparecida dos Santos Oliveira',
    value: 4990,
    hint: 'A devolução pode ser total ou parcial e deve ser feita em até 90 dias do recebimento.',
  },
};
