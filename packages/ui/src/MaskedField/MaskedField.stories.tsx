import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MaskedField, type MaskedFieldProps } from './MaskedField';

function Controlled(props: MaskedFieldProps) {
  const [value, setValue] = useState(props.value);
  return <MaskedField {...props} value={value} onChange={setValue} />;
}

const narrow: Decorator = (Story) => (
  <div style={{ maxWidth: '24rem' }}>
    <Story />
  </div>
);

/** The base of CpfCnpjField, PhoneField, CepField and BoletoLineField; any pattern works. */
const meta = {
  title: 'Formulários/MaskedField',
  component: MaskedField,
  tags: ['autodocs'],
  args: {
    label: 'Agência e conta',
    mask: '9999 / 99999999-9',
    inputMode: 'numeric',
    value: '',
    onChange: () => {},
  },
  render: (args) => <Controlled {...args} />,
  decorators: [narrow],
} satisfies Meta<typeof MaskedField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vazio: Story = {};

export const Preenchido: Story = { args: { value: '0001123456780' } };

export const Erro: Story = {
  args: { value: '00011234', error: 'Informe a agência (4 dígitos) e a conta com o dígito.' },
};

export const Desabilitado: Story = { args: { value: '0001123456780', disabled: true } };
