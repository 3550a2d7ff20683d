import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Formulários/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Salvar como favorito' },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desmarcado: Story = {};

export const Marcado: Story = { args: { defaultChecked: true } };

export const Indeterminado: Story = {
  args: { label: 'Todas as contas', checked: 'indeterminate' },
};

export const ComDescricao: Story = {
  name: 'Com descrição',
  args: {
    label: 'Receber comprovantes por e-mail',
    description: 'Enviaremos o comprovante de cada Pix e pagamento para maria@exemplo.com.br.',
  },
};

export const Erro: Story = {
  args: { label: 'Li e aceito os termos de uso', error: 'Aceite os termos para continuar.' },
};

export const Desabilitado: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Checkbox {...args} disabled />
      <Checkbox {...args} label="Pix agendado recorrente" disabled defaultChecked />
    </div>
  ),
};

export const TextoLongo: Story = {
  name: 'Texto longo',
  args: {
    label:
      'Autorizo o Ipê a compartilhar meus dados cadastrais com a instituição recebedora para fins de prevenção a fraudes, conforme a regulamentação do Banco Central',
  },
  render: (args) => (
    <div style={{ maxWidth: '24rem' }}>
      <Checkbox {...args} />
    </div>
  ),
};
