import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { BankLayout } from '../../../app/layout/BankLayout';
import { StoryApp } from '../../../app/testing/StoryApp';
import { withSession } from '../../../app/testing/storyLoaders';
import { PayByBankDataPage } from './PayByBankDataPage';

const routes = [
  {
    path: '/bank',
    element: <BankLayout />,
    children: [{ path: 'pix/bankData', element: <PayByBankDataPage /> }],
  },
];

const meta = {
  title: 'Telas/Pix/Dados bancários',
  parameters: { layout: 'fullscreen' },
  loaders: [withSession({})],
  render: (_args, { loaded }) => (
    <StoryApp path="/bank/pix/bankData" routes={routes} i18n={loaded.i18n as I18n} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The institution to search, branch, account, type, document, amount and message. */
export const Vazio: Story = {};

/** On a 360 px phone. */
export const Celular: Story = { tags: ['mobile'] };
