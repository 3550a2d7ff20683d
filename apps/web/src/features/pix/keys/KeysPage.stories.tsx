import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import type { FakeBankHandlers } from '@ipe/api-client/testing';
import { BankLayout } from '../../../app/layout/BankLayout';
import { mariaPixKeys, pixKeyClaim } from '../../../app/testing/fixtures';
import { StoryApp } from '../../../app/testing/StoryApp';
import { withSession } from '../../../app/testing/storyLoaders';
import { KeysPage } from './KeysPage';

const routes = [
  {
    path: '/bank',
    element: <BankLayout />,
    children: [{ path: 'pix/keys', element: <KeysPage /> }],
  },
];

const at = (bank: FakeBankHandlers) => ({
  render: (_args: unknown, { loaded }: { loaded: Record<string, unknown> }) => (
    <StoryApp path="/bank/pix/keys" routes={routes} i18n={loaded.i18n as I18n} bank={bank} />
  ),
});

const meta = {
  title: 'Telas/Pix/Chaves',
  parameters: { layout: 'fullscreen' },
  loaders: [withSession({})],
  ...at({ listPixKeys: () => ({ data: mariaPixKeys }) }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** pix/keys: Maria's CPF and e-mail, and the form to register another key. */
export const Chaves: Story = {};

/** No key yet: the first one is the holder's CPF. */
export const SemChaves: Story = at({ listPixKeys: () => ({ data: [] }) });

/** Five keys, the most a person may have: no form, the reason instead. */
export const NoLimite: Story = at({
  listPixKeys: () => ({
    data: [
      ...mariaPixKeys,
      { key_type: 'phone', key: '+5511987654321', created_at: '2024-01-10T12:00:00.000Z' },
      {
        key_type: 'evp',
        key: '3f6c1a52-9b1e-4d27-8f0a-6c2d9e4b7a15',
        created_at: '2024-02-10T12:00:00.000Z',
      },
      {
        key_type: 'evp',
        key: '8b2d4f6a-1c3e-4a5b-9d7f-0e2c4a6b8d1f',
        created_at: '2024-03-10T12:00:00.000Z',
      },
    ],
  }),
});

/** A claim Maria opened, one on her e-mail she must answer, and one that ended. */
export const Pedidos: Story = at({
  listPixKeys: () => ({ data: mariaPixKeys }),
  listPixKeyClaims: () => ({
    data: [
      pixKeyClaim(),
      pixKeyClaim({
        id: '1d3f5b7a-9c2e-4a6b-8d0f-3e5a7c9b1d2f',
        key_type: 'email',
        key: 'maria@ipe.dev',
        role: 'donor',
        donor_ispb: '40506070',
      }),
      pixKeyClaim({
        id: '4b6d8f0a-2c4e-4b7d-9f1a-5c7e9a1b3d5f',
        key_type: 'cpf',
        key: '52998224725',
        claim_type: 'portability',
        status: 'COMPLETED',
        resolution: 'DONOR_CONFIRMED',
        resolved_at: '2026-11-20T15:00:00.000Z',
      }),
    ],
  }),
});
