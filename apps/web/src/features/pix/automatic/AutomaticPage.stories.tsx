import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import type { FakeBankHandlers } from '@ipe/api-client/testing';
import { BankLayout } from '../../../app/layout/BankLayout';
import { pixAutomatics } from '../../../app/testing/fixtures';
import { StoryApp } from '../../../app/testing/StoryApp';
import { withSession } from '../../../app/testing/storyLoaders';
import { AutomaticPage } from './AutomaticPage';

const routes = [
  {
    path: '/bank',
    element: <BankLayout />,
    children: [{ path: 'pix/automatic', element: <AutomaticPage /> }],
  },
];

const at = (bank: FakeBankHandlers) => ({
  render: (_args: unknown, { loaded }: { loaded: Record<string, unknown> }) => (
    <StoryApp path="/bank/pix/automatic" routes={routes} i18n={loaded.i18n as I18n} bank={bank} />
  ),
});

const meta = {
  title: 'Telas/Pix/Pix Automático',
  parameters: { layout: 'fullscreen' },
  loaders: [withSession({})],
  ...at({ listPixAutomatic: () => ({ data: pixAutomatics() }) }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** pix/automatic: a request to answer, a plan in force with its charges, one cancelled. */
export const Autorizacoes: Story = {};

/** No company has asked yet. */
export const Vazio: Story = at({ listPixAutomatic: () => ({ data: [] }) });
