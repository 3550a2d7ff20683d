import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Select, type SelectOption } from './Select';

const banks: SelectOption[] = [
  { value: '001', label: '001 – Banco do Brasil S.A.' },
  { value: '033', label: '033 – Banco Santander (Brasil) S.A.' },
  { value: '104', label: '104 – Caixa Econômica Federal' },
  { value: '237', label: '237 – Banco Bradesco S.A.' },
  { value: '341', label: '341 – Itaú Unibanco S.A.' },
  { value: '260', label: '260 – Nu Pagamentos S.A. – Instituição de Pagamento', disabled: true },
];

const narrow: Decorator = (Story) => (
  <div style={{ maxWidth: '24rem' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Formulários/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Banco', options: banks },
  decorators: [narrow],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Padrao: Story = { name: 'Padrão' };

export const Selecionado: Story = { args: { defaultValue: '341' } };

export const ComDica: Story = {
  name: 'Com dica',
  args: { hint: 'Transferências para outros bancos são feitas por Pix ou TED.' },
};

export const Erro: Story = { args: { error: 'Escolha o banco de destino.' } };

export const Desabilitado: Story = { args: { defaultValue: '001', disabled: true } };

export const TextoLongo: Story = {
  name: 'Texto longo',
  args: {
    label: 'Instituição de pagamento ou banco onde está a conta que receberá a transferência',
    defaultValue: '260',
    options: banks.map((bank) => ({ ...bank, disabled: false })),
  },
};
