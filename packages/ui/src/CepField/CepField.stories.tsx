import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CepField, type CepFieldProps } from './CepField';

function Controlled(props: CepFieldProps) {
  const [value, setValue] = useState(props.value);
  return <CepField {...props} value={value} onChange={setValue} />;
}

const narrow: Decorator = (Story) => (
  <div style={{ maxWidth: '16rem' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Formulários/CepField',
  component: CepField,
  tags: ['autodocs'],
  args: { value: '', onChange: () => {} },
  render: (args) => <Controlled {...args} />,
  decorators: [narrow],
} satisfies Meta<typeof CepField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vazio: Story = {};

export const Preenchido: Story = { args: { value: '01310100' } };

export const ComDica: Story = {
  name: 'Com dica',
  args: { value: '01310100', hint: 'Av. Paulista, Bela Vista, São Paulo – SP' },
};

export const Erro: Story = {
  args: { value: '0131', error: 'CEP inválido. Informe os 8 dígitos, como 01310-100.' },
};

export const Desabilitado: Story = { args: { value: '01310100', disabled: true } };
