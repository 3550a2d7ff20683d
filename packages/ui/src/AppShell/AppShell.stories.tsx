import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Avatar } from '../Avatar';
import { Badge } from '../Badge';
import { Notify } from '../Notify';
import { AppShell, type AppShellNavItem } from './AppShell';

const icon = (path: ReactNode) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    {path}
  </svg>
);

const navItems: AppShellNavItem[] = [
  {
    id: 'home',
    label: 'Início',
    href: '#/bank/home',
    current: true,
    icon: icon(<path d="M3 11l9-7 9 7v9H3z" />),
  },
  {
    id: 'statement',
    label: 'Extrato',
    href: '#/bank/statement/account',
    icon: icon(<path d="M6 3h12v18H6zM9 8h6M9 12h6M9 16h4" />),
  },
  {
    id: 'payment',
    label: 'Pagar',
    href: '#/bank/payment',
    icon: icon(<path d="M3 6h18v12H3zM3 10h18" />),
  },
  {
    id: 'receive',
    label: 'Receber',
    href: '#/bank/receive',
    icon: icon(<path d="M12 4v12M6 10l6 6 6-6M4 20h16" />),
  },
  { id: 'pix', label: 'Pix', href: '#/bank/pix', icon: icon(<path d="M12 3l9 9-9 9-9-9z" />) },
  {
    id: 'transfer',
    label: 'Transferir',
    href: '#/bank/transfer',
    icon: icon(<path d="M4 8h14l-4-4M20 16H6l4 4" />),
  },
  {
    id: 'settings',
    label: 'Ajustes',
    href: '#/bank/settings',
    icon: icon(
      <>
        <circle cx="12" cy="12" r="3" />
        <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
      </>,
    ),
  },
];

const meta = {
  title: 'Navegação/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    navItems,
    title: 'Início',
    actions: <Avatar name="Maria da Silva" size="sm" />,
    children: <p>Conteúdo da página inicial.</p>,
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

/** 360 px phone: the navigation becomes a bottom bar. */
export const Celular: Story = {
  tags: ['mobile'],
  globals: { viewport: { value: 'phone360', isRotated: false } },
};

export const SecaoPix: Story = {
  name: 'Seção Pix',
  args: {
    title: 'Pix',
    navItems: navItems.map((item) => ({ ...item, current: item.id === 'pix' })),
  },
};

/** Consult mode (read-only): the app says why and what to do, on every screen. */
export const ModoConsulta: Story = {
  name: 'Modo consulta',
  args: {
    actions: (
      <>
        <Badge tone="warning">Modo consulta</Badge>
        <Avatar name="Maria da Silva" size="sm" />
      </>
    ),
    notice: (
      <Notify
        variant="warning"
        live={false}
        message="Você está em modo consulta, habilite o seu aparelho para liberar esta função!"
      />
    ),
  },
};

export const CelularModoConsulta: Story = {
  name: 'Celular em modo consulta',
  tags: ['mobile'],
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { ...ModoConsulta.args },
};
