import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PhoneField, type PhoneFieldProps } from './PhoneField';

function Controlled(props: PhoneFieldProps) {
  const [value, setValue] = useState(props.value);
  return <PhoneField {...props} value={value} onChange={setValue} />;
}

const narrow: Decorator = (Story) => (
  <div style={{ maxWidth: '24rem' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Formulários/PhoneField',
  component: PhoneField,
  tags: ['autodocs'],
  args: { value: '', onChange: () => {} },
  render: (args) => <Controlled {...args} />,
  decorators: [narrow],
} satisfies Meta<typeof PhoneField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vazio: Story = {};

export const Celular: Story = { args: { value: '11987654321' } };

export const Fixo: Story = { args: { label: 'Telefone fixo', value: '1134567890' } };

export const Erro: Story = {
  args: {
    value: '2098765432',
    error: 'Telefone inválido. Informe o DDD e o número, como (11) 98765-4321.',
  },
};

export const Desabilitado: Story = { args: { value: '11987654321', disabled: true } };

export const ChavePix: Story = {
  name: 'Chave Pix de celular',
  args: {
    label: 'Celular cadastrado como chave Pix',
    hint: 'Enviaremos um código por SMS para confirmar que o número é seu.',
    value: '21998765432',
  },
};
