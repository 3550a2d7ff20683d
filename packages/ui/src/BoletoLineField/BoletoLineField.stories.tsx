import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { BoletoLineField, type BoletoLineFieldProps } from './BoletoLineField';

function Controlled(props: BoletoLineFieldProps) {
  const [value, setValue] = useState(props.value);
  return <BoletoLineField {...props} value={value} onChange={setValue} />;
}

const wide: Decorator = (Story) => (
  <div style={{ maxWidth: '36rem' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Formulários/BoletoLineField',
  component: BoletoLineField,
  tags: ['autodocs'],
  args: { value: '', onChange: () => {} },
  render: (args) => <Controlled {...args} />,
  decorators: [wide],
} satisfies Meta<typeof BoletoLineField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vazio: Story = {};

export const BoletoBancario: Story = {
  name: 'Boleto bancário (47 dígitos)',
  args: { value: '34191090080001571029630132800001943950000002980' },
};

export const ContaDeConsumo: Story = {
  name: 'Conta de consumo (48 dígitos)',
  args: { value: '846100000005246100291102005460339004695895061080' },
};

export const Erro: Story = {
  args: {
    value: '34191090080001571029630132800001943950000002981',
    error: 'Dígito verificador geral inválido. Confira a digitação.',
  },
};

export const Desabilitado: Story = {
  args: { value: '34191090080001571029630132800001943950000002980', disabled: true },
};

export const ComDica: Story = {
  name: 'Com dica',
  args: {
    hint: 'Digite os números que aparecem acima do código de barras. Pontos e espaços são incluídos automaticamente.',
  },
};
