import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { createInitialClientState } from '@ipe/domain';
import { BankLayout } from '../../../app/layout/BankLayout';
import { StoryApp } from '../../../app/testing/StoryApp';
import { withSession } from '../../../app/testing/storyLoaders';
import { PayByKeyPage } from './PayByKeyPage';

const routes = [
  {
    path: '/bank',
    element: <BankLayout />,
    children: [{ path: 'pix/pay/key', element: <PayByKeyPage /> }],
  },
];

/** The page opened with a key handed over in the shared state (a favourite, say). */
const withKey = (keyPix: string) => ({
  render: (_args: unknown, { loaded }: { loaded: Record<string, unknown> }) => (
    <StoryApp
      path="/bank/pix/pay/key"
      routes={routes}
      i18n={loaded.i18n as I18n}
      clientState={{ ...createInitialClientState(), keyPix }}
    />
  ),
});

const meta = {
  title: 'Telas/Pix/Pagar com chave',
  parameters: { layout: 'fullscreen' },
  loaders: [withSession({})],
  render: (_args, { loaded }) => (
    <StoryApp path="/bank/pix/pay/key" routes={routes} i18n={loaded.i18n as I18n} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: the key, then amount and message. */
export const Vazio: Story = {};

/** The key found: who receives, as the DICT answered, before any amount. */
export const ChaveEncontrada: Story = withKey('carlos@ipe.dev');

/** A key no participant registered, refused on its field. */
export const ChaveNaoEncontrada: Story = withKey('ninguem@exemplo.com.br');

/** On a 360 px phone. */
export const Celular: Story = { ...withKey('carlos@ipe.dev'), tags: ['mobile'] };
