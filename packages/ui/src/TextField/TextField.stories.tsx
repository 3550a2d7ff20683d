import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField';

/** Form fields are shown at a phone's width, as people meet them. */
const narrow: Decorator = (Story) => (
  <div style={{ maxWidth: '24rem' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Formulários/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'E-mail', type: 'email', autoComplete: 'email' },
  decorators: [narrow],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Padrao: Story = { name: 'Padrão' };

export const Preenchido: Story = {
  args: { defaultValue: 'maria.silva@exemplo.com.br' },
};

export const ComDica: Story = {
  name: 'Com dica',
  args: {
    label: 'Nome completo',
    type: 'text',
    autoComplete: 'name',
    hint: 'Como aparece no seu documento de identidade.',
  },
};

export const Erro: Story = {
  args: {
    defaultValue: 'maria.silva@',
    error: 'Informe um e-mail válido, como nome@exemplo.com.br.',
  },
};

export const Opcional: Story = {
  args: { label: 'Complemento', type: 'text', optional: true, placeholder: 'Apto, bloco, sala' },
};

export const Desabilitado: Story = {
  args: { defaultValue: 'maria.silva@exemplo.com.br', disabled: true },
};

export const ComPrefixo: Story = {
  name: 'Com prefixo',
  args: { label: 'Celular', type: 'tel', prefix: '+55', defaultValue: '(11) 98765-4321' },
};

export const TextoLongo: Story = {
  name: 'Texto longo',
  args: {
    label: 'Descrição que aparecerá no extrato de quem recebe o Pix (até 140 caracteres)',
    type: 'text',
    defaultValue:
      'Pagamento referente ao aluguel do apartamento 42 do mês de novembro, com desconto combinado',
    hint: 'Evite informar dados pessoais, como CPF ou endereço, na descrição da transferência.',
    error: 'A descrição ultrapassa o limite de 140 caracteres permitido pelo Pix. Reduza o texto.',
  },
};
