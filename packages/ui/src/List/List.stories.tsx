import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card';
import { List } from './List';
import { ListItem } from './ListItem';

function KeyGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      aria-hidden="true"
    >
      <circle cx="8" cy="12" r="4" strokeWidth="2" />
      <path d="M12 12h9M18 12v3M21 12v2" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

const meta = {
  title: 'Estrutura/List',
  component: List,
  subcomponents: { ListItem },
  tags: ['autodocs'],
  args: { 'aria-label': 'Minhas chaves Pix' },
  render: (args) => (
    <div style={{ maxWidth: '28rem' }}>
      <Card padding="none">
        <List {...args} />
      </Card>
    </div>
  ),
} satisfies Meta<typeof List>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Informativa: Story = {
  args: {
    children: (
      <>
        <ListItem leading={<KeyGlyph />} title="CPF" description="•••.456.789-••" />
        <ListItem leading={<KeyGlyph />} title="E-mail" description="maria.silva@exemplo.com.br" />
        <ListItem leading={<KeyGlyph />} title="Celular" description="+55 (11) 98765-4321" />
      </>
    ),
  },
};

export const Navegacao: Story = {
  name: 'Navegação',
  args: {
    'aria-label': 'Área Pix',
    children: (
      <>
        <ListItem
          title="Pagar com chave"
          description="CPF, CNPJ, e-mail, celular ou aleatória"
          href="#/bank/pix/pay/key"
        />
        <ListItem title="Pix copia e cola" href="#/bank/pix/copyPaste" />
        <ListItem title="Cobranças" description="3 pendentes" href="#/bank/pix/requests" />
        <ListItem title="Meus limites" href="#/bank/pix/limit" />
      </>
    ),
  },
};

export const Acoes: Story = {
  name: 'Ações com valor',
  args: {
    'aria-label': 'Favoritos',
    children: (
      <>
        <ListItem
          title="Maria Aparecida"
          description="Banco do Brasil · Ag. 1234"
          trailing="Último: R$ 150,00"
          onClick={() => {}}
        />
        <ListItem
          title="Padaria Pão Quente Ltda."
          description="Chave CNPJ"
          trailing="Último: R$ 32,90"
          onClick={() => {}}
        />
        <ListItem title="João Souza" description="Conta encerrada" onClick={() => {}} disabled />
      </>
    ),
  },
};

export const TextoLongo: Story = {
  name: 'Texto longo',
  args: {
    children: (
      <>
        <ListItem
          title="Transferência agendada para Maria Aparecida dos Santos Oliveira de Albuquerque"
          description="Todo dia 5, até dezembro de 2027 · Conta corrente no Banco Itaú Unibanco S.A."
          trailing="R$ 1.250,00"
          onClick={() => {}}
        />
        <ListItem
          title="chave-aleatoria-123e4567-e12b-12d1-a456-426655440000"
          description="Chave aleatória"
        />
      </>
    ),
  },
};
