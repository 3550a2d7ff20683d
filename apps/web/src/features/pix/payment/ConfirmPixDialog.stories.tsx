import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { carlosRecipient } from '../../../app/testing/fixtures';
import { StoryApp } from '../../../app/testing/StoryApp';
import { withSession } from '../../../app/testing/storyLoaders';
import { ConfirmPixDialog } from './ConfirmPixDialog';

const routes = [
  {
    path: '/bank/pix/pay/key',
    element: (
      <ConfirmPixDialog
        order={{
          channel: 'key',
          key: carlosRecipient.key,
          to: `${carlosRecipient.name} · ${carlosRecipient.institution.name}`,
          document: carlosRecipient.document,
          amountCents: 1_234,
          description: 'Almoço de sexta',
        }}
        onClose={() => undefined}
      />
    ),
  },
];

const meta = {
  title: 'Telas/Pix/Confirmar Pix',
  parameters: { layout: 'fullscreen' },
  loaders: [withSession({})],
  render: (_args, { loaded }) => (
    <StoryApp path="/bank/pix/pay/key" routes={routes} i18n={loaded.i18n as I18n} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The summary and the PIN, the last step before the money moves. */
export const ComPin: Story = {};

/** On a 360 px phone: the dialog rises from the bottom. */
export const Celular: Story = { tags: ['mobile'] };
