import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import type { AccountApplication } from '../../app/api/types';
import { PublicLayout } from '../../app/layout/PublicLayout';
import {
  accountApplication,
  companyInvitingApplication,
  representativeApplication,
} from '../../app/testing/fixtures';
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

/** A company whose opener is not its legal representative: they invite them by e-mail. */
export const EmpresaConvidaRepresentante: Story = {
  args: { application: { ...companyInvitingApplication('holder'), next_step: 'holder' } },
};

/** The company's data is in: the invitation goes to the representative. */
export const ConviteAoRepresentante: Story = {
  args: { application: companyInvitingApplication('representative') },
};

/** The invitation went; the representative's progress shows as they go. */
export const ConviteEnviado: Story = {
  args: {
    application: companyInvitingApplication('representative', {
      sent_at: '2026-11-26T12:00:00.000Z',
      representative_step: 'phone',
    }),
  },
  tags: ['mobile'],
};

/** The invited representative's own steps begin with their data, for the company named. */
export const RepresentanteConvidado: Story = {
  args: { application: representativeApplication('holder') },
};

/** Whoever invited the representative, once the account is open. */
export const EmpresaAbertaPeloRepresentante: Story = {
  args: { application: companyInvitingApplication('done') },
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
