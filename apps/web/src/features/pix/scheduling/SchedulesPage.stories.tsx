import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import type { FakeBankHandlers } from '@ipe/api-client/testing';
import { BankLayout } from '../../../app/layout/BankLayout';
import { pixSchedules } from '../../../app/testing/fixtures';
import { StoryApp } from '../../../app/testing/StoryApp';
import { withSession } from '../../../app/testing/storyLoaders';
import { SchedulesPage } from './SchedulesPage';

const routes = [
  {
    path: '/bank',
    element: <BankLayout />,
    children: [{ path: 'pix/scheduling', element: <SchedulesPage /> }],
  },
];

const at = (bank: FakeBankHandlers) => ({
  render: (_args: unknown, { loaded }: { loaded: Record<string, unknown> }) => (
    <StoryApp path="/bank/pix/scheduling" routes={routes} i18n={loaded.i18n as I18n} bank={bank} />
  ),
});

const meta = {
  title: 'Telas/Pix/Agendados',
  parameters: { layout: 'fullscreen' },
  loaders: [withSession({})],
  ...at({ listPixSchedules: () => ({ data: pixSchedules() }) }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** pix/scheduling: monthly rent (two paid), a one-off next week, a cancelled weekly one. */
export const Agendados: Story = {};

/** Nothing scheduled yet: where to start. */
export const Vazio: Story = at({ listPixSchedules: () => ({ data: [] }) });
