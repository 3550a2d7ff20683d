import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { DialogClose } from '../Dialog';
import { List, ListItem } from '../List';
import { Sheet } from './Sheet';

const meta = {
  title: 'Sobreposições/Sheet',
  component: Sheet,
  tags: ['autodocs'],
  args: {
    title: 'Confirmar pagamento',
    description: 'Boleto de R$ 298,00 · Energia Elétrica SP · vence em 25/11/2026',
    defaultOpen: true,
    trigger: <Button>Pagar boleto</Button>,
    footer: (
      <>
        <Button fullWidth size="lg">
          Pagar R$ 298,00
        </Button>
        <DialogClose>
          <Button variant="ghost" fullWidth>
            Voltar
          </Button>
        </DialogClose>
      </>
    ),
  },
  argTypes: {
    trigger: { control: false },
    footer: { control: false },
    children: { control: false },
  },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div style={{ minHeight: '32rem', padding: '1rem' }}>
      <Sheet {...args} />
    </div>
  ),
} satisfies Meta<typeof Sheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmacao: Story = { name: 'Confirmação' };

export const Fechado: Story = { args: { defaultOpen: false } };

export const Escolha: Story = {
  args: {
    title: 'Pagar com Pix',
    description: undefined,
    footer: undefined,
    children: (
      <List aria-label="Formas de pagar">
        <ListItem
          title="Chave Pix"
          description="CPF, CNPJ, e-mail, celular ou aleatória"
          href="#/bank/pix/pay/key"
        />
        <ListItem title="Pix copia e cola" href="#/bank/pix/copyPaste" />
        <ListItem
          title="Dados bancários"
          description="Agência e conta"
          href="#/bank/pix/bankData"
        />
      </List>
    ),
  },
};

export const Carregando: Story = {
  args: {
    footer: (
      <>
        <Button fullWidth size="lg" loading>
          Pagar R$ 298,00
        </Button>
        <DialogClose>
          <Button variant="ghost" fullWidth>
            Voltar
          </Button>
        </DialogClose>
      </>
    ),
  },
};

export const TextoLongo: Story = {
  name: 'Texto longo',
  args: {
    title: 'Transferência para Maria Aparecida dos Santos Oliveira de Albuquerque',
    description:
      'Banco Itaú Unibanco S.A. · Agência 1234 · Conta corrente 56789-0. Confira os dados antes de confirmar: transferências não podem ser canceladas depois de concluídas.',
  },
};
