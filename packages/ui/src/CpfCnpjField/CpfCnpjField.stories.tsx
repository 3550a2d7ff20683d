import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CpfCnpjField, type CpfCnpjFieldProps } from './CpfCnpjField';

function Controlled(props: CpfCnpjFieldProps) {
  const [value, setValue] = useState(props.value);
  return <CpfCnpjField {...props} value={value} onChange={setValue} />;
}

const narrow: Decorator = (Story) => (
  <div style={{ maxWidth: '24rem' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Formulários/CpfCnpjField',
  component: CpfCnpjField,
  tags: ['autodocs'],
  args: { value: '', onChange: () => {} },
  render: (args) => <Controlled {...args} />,
  decorators: [narrow],
} satisfies Meta<typeof CpfCnpjField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vazio: Story = {};

export const Cpf: Story = { name: 'CPF', args: { value: '52998224725' } };

export const Cnpj: Story = { name: 'CNPJ numérico', args: { value: '11222333000181' } };

export const CnpjAlfanumerico: Story = {
  name: 'CNPJ alfanumérico',
  args: { value: '12ABC34501DE35', hint: 'Desde julho de 2026 o CNPJ pode ter letras.' },
};

export const Erro: Story = {
  args: { value: '52998224724', error: 'CPF inválido. Confira os números digitados.' },
};

export const Desabilitado: Story = { args: { value: '52998224725', disabled: true } };

export const TextoLongo: Story = {
  name: 'Texto longo',
  args: {
    label: 'CPF ou CNPJ do titular da conta que receberá a transferência',
    hint: 'Para contas de empresa, informe o CNPJ da matriz ou da filial titular da conta.',
    value: '11222333000181',
  },
};
