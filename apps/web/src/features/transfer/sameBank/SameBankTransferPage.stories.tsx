import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { BankLayout } from '../../../app/layout/BankLayout';
import { StoryApp } from '../../../app/testing/StoryApp';
import { withSession } from '../../../app/testing/storyLoaders';
import { OtherBanksPage } from '../otherBanks/OtherBanksPage';
import { SameBankTransferPage } from './SameBankTransferPage';

const routes = [
  {
    path: '/bank',
    element: <BankLayout />,
    children: [
      { path: 'transfer/contaQyon', element: <SameBankTransferPage /> },
      { path: 'transfer/outrosBancos', element: <OtherBanksPage /> },
    ],
  },
];

const at = (path: string) => ({
  render: (_args: unknown, { loaded }: { loaded: Record<string, unknown> }) => (
    <StoryApp path={path} routes={routes} i18n={loaded.i18n as I18n} />
  ),
});

const meta = {
  title: 'Telas/Transferir',
  parameters: { layout: 'fullscreen' },
  loaders: [withSession({})],
  ...at('/bank/transfer/contaQyon'),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** To an Ipê account: found by branch and account, or by CPF/CNPJ. */
export const ParaContaIpe: Story = {};

/** To another bank: the Pix by bank data, said so. */
export const ParaOutrosBancos: Story = at('/bank/transfer/outrosBancos');

/** On a 360 px phone. */
export const Celular: Story = { ...at('/bank/transfer/contaQyon'), tags: ['mobile'] };
