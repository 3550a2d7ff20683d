import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { createInitialClientState } from '@ipe/domain';
import { BankLayout } from '../../../app/layout/BankLayout';
import { carlosBrCode } from '../../../app/testing/fixtures';
import { StoryApp } from '../../../app/testing/StoryApp';
import { withSession } from '../../../app/testing/storyLoaders';
import { CopyPastePage } from './CopyPastePage';
import { QrScannerDialog } from './QrScannerDialog';

const routes = [
  {
    path: '/bank',
    element: <BankLayout />,
    children: [
      { path: 'pix/copyPaste', element: <CopyPastePage /> },
      {
        path: 'pix/copyPaste/scan',
        element: <QrScannerDialog onCode={() => undefined} onClose={() => undefined} />,
      },
    ],
  },
];

/** The page opened with a code handed over in the shared state's copyPaste. */
const withCode = (copyPaste: string) => ({
  render: (_args: unknown, { loaded }: { loaded: Record<string, unknown> }) => (
    <StoryApp
      path="/bank/pix/copyPaste"
      routes={routes}
      i18n={loaded.i18n as I18n}
      clientState={{ ...createInitialClientState(), copyPaste }}
    />
  ),
});

const meta = {
  title: 'Telas/Pix/Copia e Cola',
  parameters: { layout: 'fullscreen' },
  loaders: [withSession({})],
  render: (_args, { loaded }) => (
    <StoryApp path="/bank/pix/copyPaste" routes={routes} i18n={loaded.i18n as I18n} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing pasted yet. */
export const Vazio: Story = {};

/** A static code read: who receives, the fixed amount and the charge's id. */
export const CodigoLido: Story = withCode(carlosBrCode);

/** A code copied in part: the parser's reason, on the field. */
export const CodigoIncompleto: Story = withCode(carlosBrCode.slice(0, 60));

/** The camera dialog where there is no camera (Storybook's browser has none): paste instead. */
export const SemCamera: Story = {
  render: (_args, { loaded }) => (
    <StoryApp path="/bank/pix/copyPaste/scan" routes={routes} i18n={loaded.i18n as I18n} />
  ),
};

/** On a 360 px phone. */
export const Celular: Story = { ...withCode(carlosBrCode), tags: ['mobile'] };
