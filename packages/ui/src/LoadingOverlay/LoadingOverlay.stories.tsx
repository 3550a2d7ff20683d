import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingOverlay } from './LoadingOverlay';
import { useLoadingOverlay } from './LoadingOverlayContext';
import { LoadingOverlayProvider } from './LoadingOverlayProvider';

const meta = {
  title: 'Feedback/LoadingOverlay',
  component: LoadingOverlay,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { open: true },
} satisfies Meta<typeof LoadingOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SemMensagem: Story = { name: 'Sem mensagem' };

export const ComMensagem: Story = { name: 'Com mensagem', args: { message: 'Enviando Pix…' } };

export const MensagemLonga: Story = {
  name: 'Mensagem longa',
  args: {
    message: 'Verificando a saúde dos serviços do banco. Isso leva só alguns segundos.',
  },
};

function Trigger() {
  const loading = useLoadingOverlay();
  return (
    <button
      type="button"
      onClick={() =>
        void loading.during(new Promise((resolve) => setTimeout(resolve, 2000)), 'Pagando boleto…')
      }
    >
      Pagar (2 s)
    </button>
  );
}

export const Imperativo: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <LoadingOverlayProvider>
      <Trigger />
    </LoadingOverlayProvider>
  ),
};
