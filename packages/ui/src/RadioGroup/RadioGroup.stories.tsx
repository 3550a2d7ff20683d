import type { Meta, StoryObj } from '@storybook/react-vite';
import { Radio } from './Radio';
import { RadioGroup } from './RadioGroup';

const options = (
  <>
    <Radio value="cpf" label="CPF" />
    <Radio value="email" label="E-mail" />
    <Radio value="phone" label="Celular" />
    <Radio value="evp" label="Chave aleatória" description="Gerada pelo Ipê, sem dados pessoais." />
  </>
);

const meta = {
  title: 'Formulários/RadioGroup',
  component: RadioGroup,
  subcomponents: { Radio },
  tags: ['autodocs'],
  args: { label: 'Tipo de chave Pix', children: options },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SemSelecao: Story = { name: 'Sem seleção' };

export const Selecionado: Story = { args: { defaultValue: 'email' } };

export const Horizontal: Story = {
  args: {
    label: 'Período',
    orientation: 'horizontal',
    defaultValue: '30',
    children: (
      <>
        <Radio value="7" label="7 dias" />
        <Radio value="30" label="30 dias" />
        <Radio value="90" label="90 dias" />
      </>
    ),
  },
};

export const Erro: Story = { args: { error: 'Escolha o tipo de chave para continuar.' } };

export const Desabilitado: Story = { args: { defaultValue: 'cpf', disabled: true } };

export const TextoLongo: Story = {
  name: 'Texto longo',
  args: {
    label: 'Natureza da devolução do Pix',
    hint: 'A devolução pode ser feita em até 90 dias do recebimento.',
    defaultValue: 'original',
    children: (
      <>
        <Radio
          value="original"
          label="Devolução do valor recebido"
          description="Devolve, total ou parcialmente, um Pix que você recebeu por engano ou que precisa ser estornado ao pagador."
        />
        <Radio
          value="retirada"
          label="Devolução de saque ou troco"
          description="Usada quando o Pix recebido foi de uma operação de Pix Saque ou Pix Troco."
        />
      </>
    ),
  },
  render: (args) => (
    <div style={{ maxWidth: '24rem' }}>
      <RadioGroup {...args} />
    </div>
  ),
};
