import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@ipe/domain';
import { useState } from 'react';
import { PinInput, type PinInputProps } from './PinInput';

function Controlled(props: PinInputProps) {
  const [value, setValue] = useState(props.value);
  return <PinInput {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Formulários/PinInput',
  component: PinInput,
  tags: ['autodocs'],
  args: { label: 'Senha de 4 dígitos', value: '', onChange: () => {} },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof PinInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vazio: Story = {};

export const Preenchendo: Story = { args: { value: '12' } };

export const Completo: Story = { args: { value: '1234' } };

export const CodigoUnico: Story = {
  name: 'Código de uso único (visível)',
  args: {
    label: 'Código enviado por SMS',
    length: 6,
    masked: false,
    oneTimeCode: true,
    value: '4829',
    hint: 'Enviamos um código de 6 dígitos para (11) •••••-4321.',
  },
};

export const Erro: Story = {
  args: { value: '1234', error: 'Senha incorreta. Você tem mais 2 tentativas.' },
};

export const TentativasExcedidas: Story = {
  name: 'Tentativas excedidas',
  args: { value: '', disabled: true, error: MESSAGES.PIN_ATTEMPTS_EXCEEDED },
};

export const Desabilitado: Story = { args: { value: '12', disabled: true } };

export const TextoLongo: Story = {
  name: 'Texto longo',
  args: {
    label: 'Digite a senha de 4 dígitos que você cadastrou ao ativar a conta para confirmar o Pix',
    hint: 'Por segurança, nunca compartilhe sua senha. O Ipê nunca pede sua senha por telefone.',
    value: '',
  },
  render: (args) => (
    <div style={{ maxWidth: '20rem' }}>
      <Controlled {...args} />
    </div>
  ),
};
