import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@ipe/domain';
import { Button } from '../Button';
import { List, ListItem } from '../List';
import { Dialog, DialogClose } from './Dialog';

const meta = {
  title: 'Sobreposições/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    title: 'Excluir chave Pix?',
    description: 'Quem usar esta chave não conseguirá mais enviar Pix para você.',
    defaultOpen: true,
    trigger: <Button variant="danger">Excluir chave</Button>,
    footer: (
      <>
        <DialogClose>
          <Button variant="secondary">Cancelar</Button>
        </DialogClose>
        <Button variant="danger">Excluir chave</Button>
      </>
    ),
  },
  argTypes: {
    trigger: { control: false },
    footer: { control: false },
    children: { control: false },
  },
  // The open dialog covers the page; a fixed height keeps screenshots the same size.
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div style={{ minHeight: '32rem', padding: '1rem' }}>
      <Dialog {...args} />
    </div>
  ),
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmacao: Story = { name: 'Confirmação' };

export const Fechado: Story = { args: { defaultOpen: false } };

export const Alerta: Story = {
  args: {
    role: 'alertdialog',
    title: 'Sem permissão',
    description: MESSAGES.NO_PERMISSION,
    footer: (
      <DialogClose>
        <Button>Entendi</Button>
      </DialogClose>
    ),
  },
};

export const Carregando: Story = {
  args: {
    title: 'Confirmar Pix',
    description: 'R$ 150,00 para Maria Aparecida · Banco do Brasil',
    footer: (
      <>
        <DialogClose>
          <Button variant="secondary">Cancelar</Button>
        </DialogClose>
        <Button loading>Enviar Pix</Button>
      </>
    ),
  },
};

export const TextoLongo: Story = {
  name: 'Texto longo',
  args: {
    title: 'Aumentar o limite noturno de Pix para R$ 5.000,00 por transação',
    description:
      'Por regra do Banco Central, o aumento de limite passa a valer entre 24 e 48 horas depois do pedido. A redução vale na hora. Você receberá uma notificação quando o novo limite estiver ativo.',
    children: (
      <p style={{ margin: 0 }}>
        Enquanto isso, o limite atual de R$ 1.000,00 continua valendo entre 20h e 6h.
      </p>
    ),
    footer: (
      <>
        <DialogClose>
          <Button variant="secondary">Agora não</Button>
        </DialogClose>
        <Button>Pedir aumento</Button>
      </>
    ),
  },
};

const bottomActions = (
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
);

/** `position="bottom"`: the sheet that rises from the bottom edge, for confirmations on a phone. */
export const Inferior: Story = {
  name: 'Inferior',
  args: {
    position: 'bottom',
    title: 'Confirmar pagamento',
    description: 'Boleto de R$ 298,00 · Energia Elétrica SP · vence em 25/11/2026',
    trigger: <Button>Pagar boleto</Button>,
    footer: bottomActions,
  },
};

export const InferiorEscolha: Story = {
  name: 'Inferior · escolha',
  args: {
    position: 'bottom',
    title: 'Pagar com Pix',
    description: undefined,
    trigger: <Button>Pagar com Pix</Button>,
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

export const InferiorTextoLongo: Story = {
  name: 'Inferior · texto longo',
  args: {
    position: 'bottom',
    title: 'Transferência para Maria Aparecida dos Santos Oliveira de Albuquerque',
    description:
      'Banco Itaú Unibanco S.A. · Agência 1234 · Conta corrente 56789-0. Confira os dados antes de confirmar: transferências não podem ser canceladas depois de concluídas.',
    trigger: <Button>Transferir</Button>,
    footer: bottomActions,
  },
};
