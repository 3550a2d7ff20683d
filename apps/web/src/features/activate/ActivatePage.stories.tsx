import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import type { AccountApplication } from '../../app/api/types';
import { PublicLayout } from '../../app/layout/PublicLayout';
import { accountApplication } from '../../app/testing/fixtures';
import { StoryApp } from '../../app/testing/StoryApp';
import { withSession } from '../../app/testing/storyLoaders';
import { ActivatePage } from './ActivatePage';
import { onboardingToken } from './opening/onboardingToken';

const routes = [
  { element: <PublicLayout />, children: [{ path: '/activate', element: <ActivatePage /> }] },
];

/** Signed out, with an opening under way in this browser (its token stored), or none. */
const underWay = async ({ args }: { args: { application: AccountApplication | null } }) => {
  const loaded = await withSession(null)();
  if (args.application) onboardingToken.save('demo-onboarding-token');
  return loaded;
};

const meta = {
  title: 'Telas/Abrir conta',
  parameters: { layout: 'fullscreen' },
  args: { application: accountApplication('holder') },
  loaders: [underWay],
  render: ({ application }, { loaded }) => (
    <StoryApp
      path="/activate"
      routes={routes}
      i18n={loaded.i18n as I18n}
      bank={application ? { getOnboarding: () => ({ data: application }) } : {}}
    />
  ),
} satisfies Meta<{ application: AccountApplication | null }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing begun in this browser: who the account is for, and the e-mail. */
export const Inicio: Story = { args: { application: null }, tags: ['mobile'] };

export const DadosDaPessoa: Story = {};

/** A company: its legal name and CNPJ, then its legal representative. */
export const DadosDaEmpresa: Story = {
  args: { application: accountApplication('holder', { kind: 'company' }) },
};

export const Celular: Story = { args: { application: accountApplication('phone') } };

export const Endereco: Story = { args: { application: accountApplication('address') } };

export const SenhaEPin: Story = { args: { application: accountApplication('credentials') } };

/** The KYC step; the simulated provider lets the tester choose its answer. */
export const Identidade: Story = {
  args: { application: accountApplication('identity') },
  tags: ['mobile'],
};

export const EmAnalise: Story = {
  args: { application: accountApplication('done', { account_status: 'IN_ANALYSIS' }) },
};

export const Aberta: Story = {
  args: { application: accountApplication('done', { account_status: 'ACTIVE' }) },
};

export const Recusada: Story = {
  args: { application: accountApplication('done', { account_status: 'REJECTED' }) },
};
