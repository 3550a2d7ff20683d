import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { createInitialClientState } from '@ipe/domain';
import { BankLayout } from '../../app/layout/BankLayout';
import type { FakeBankHandlers } from '@ipe/api-client/testing';
import { emptyStatement, operatingStatus } from '../../app/testing/fixtures';
import { StoryApp } from '../../app/testing/StoryApp';
import { withSession } from '../../app/testing/storyLoaders';
import { HomePage } from './HomePage';

const routes = [
  { path: '/bank', element: <BankLayout />, children: [{ path: 'home', element: <HomePage /> }] },
];
// No movements: a list grouped by "Hoje"/"Ontem" would change with the date of the run.
const bank: FakeBankHandlers = { getStatement: () => ({ data: emptyStatement }) };

const meta = {
  title: 'Telas/Início',
  parameters: { layout: 'fullscreen' },
  loaders: [withSession({})],
  render: (_args, { loaded }) => (
    <StoryApp path="/bank/home" routes={routes} i18n={loaded.i18n as I18n} bank={bank} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in and operating; the balance hidden until asked (isShowBalance starts false). */
export const SaldoOculto: Story = {};

/** The balance shown. */
export const SaldoVisivel: Story = {
  render: (_args, { loaded }) => (
    <StoryApp
      path="/bank/home"
      routes={routes}
      i18n={loaded.i18n as I18n}
      bank={bank}
      clientState={{ ...createInitialClientState(), isShowBalance: true }}
    />
  ),
};

/** This device not enabled yet: the banner with the way out, money shortcuts disabled. */
export const ModoConsulta: Story = {
  loaders: [withSession({ status: { ...operatingStatus, unique_id_key_hash: 'a'.repeat(64) } })],
};

/** The balance could not be fetched. */
export const ErroNoSaldo: Story = {
  render: (_args, { loaded }) => (
    <StoryApp
      path="/bank/home"
      routes={routes}
      i18n={loaded.i18n as I18n}
      bank={{
        ...bank,
        getBankAccountBalance: () => {
          throw new Error('Network Error');
        },
      }}
    />
  ),
};

/** On a 360 px phone: navigation at the bottom. */
export const Celular: Story = { tags: ['mobile'] };
