import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { Notify } from './Notify';
import { useNotify } from './NotifyContext';
import { NotifyProvider } from './NotifyProvider';

const meta = {
  title: 'Feedback/Notify',
  component: Notify,
  tags: ['autodocs'],
  args: { variant: 'negative', message: 'Erro ao buscar saldo!', onClose: () => {} },
} satisfies Meta<typeof Notify>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Negativa: Story = {};

export const Atencao: Story = {
  name: 'Atenção',
  args: {
    variant: 'warning',
    message: 'Você está em modo consulta, habilite o seu aparelho para liberar esta função!',
  },
};

export const Positiva: Story = {
  args: { variant: 'positive', message: 'Pix enviado com sucesso.' },
};

export const ComTitulo: Story = {
  name: 'Com título',
  args: {
    variant: 'warning',
    title: 'Sem permissão',
    message:
      'Você não possui permissão para operar esta função. Solicite ao administrador a liberação do acesso',
  },
};

/** Shows a stack once, as the app would after a few events; timeout 0 keeps it for review. */
function StackDemo() {
  const notify = useNotify();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    notify.positive('Chave Pix cadastrada.', { timeout: 0 });
    notify.warning('Seu limite noturno começa às 20h.', { timeout: 0 });
    notify.negative('Tentativas de PIN excedidas!', { timeout: 0 });
  }, [notify]);
  return null;
}

export const Pilha: Story = {
  name: 'Pilha (useNotify)',
  parameters: { layout: 'fullscreen' },
  render: () => (
    <NotifyProvider>
      <StackDemo />
    </NotifyProvider>
  ),
};

function Buttons() {
  const notify = useNotify();
  return (
    <>
      <button type="button" onClick={() => notify.negative('Erro ao buscar saldo!')}>
        Negativa
      </button>{' '}
      <button type="button" onClick={() => notify.warning('Confira os dados antes de continuar.')}>
        Atenção
      </button>{' '}
      <button
        type="button"
        onClick={() => notify.positive('Pagamento agendado.', { onDismiss: () => {} })}
      >
        Positiva
      </button>
    </>
  );
}

export const Interativo: Story = {
  render: () => (
    <NotifyProvider>
      <Buttons />
    </NotifyProvider>
  ),
};
