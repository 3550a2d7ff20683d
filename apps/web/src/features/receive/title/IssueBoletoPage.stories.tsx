import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { BankLayout } from '../../../app/layout/BankLayout';
import { companyFees } from '../../../app/testing/fixtures';
import { StoryApp } from '../../../app/testing/StoryApp';
import { withSession } from '../../../app/testing/storyLoaders';
import { IssueBoletoPage } from './IssueBoletoPage';

const routes = [
  {
    path: '/bank',
    element: <BankLayout />,
    children: [{ path: 'receive/title', element: <IssueBoletoPage /> }],
  },
];

const meta = {
  title: 'Telas/Receber/Emitir boleto',
  parameters: { layout: 'fullscreen' },
  loaders: [withSession({})],
  render: (_args, { loaded }) => (
    <StoryApp path="/bank/receive/title" routes={routes} i18n={loaded.i18n as I18n} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** receive/title: the payer, the amount, the due date and the terms of a boleto (with Pix). */
export const EmitirBoleto: Story = {};

/** A company's account: the fee it pays for each boleto paid is said before it issues one. */
export const EmpresaComTarifa: Story = {
  render: (_args, { loaded }) => (
    <StoryApp
      path="/bank/receive/title"
      routes={routes}
      bank={{ getAccountFees: () => ({ data: companyFees }) }}
      i18n={loaded.i18n as I18n}
    />
  ),
};
