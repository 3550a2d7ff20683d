import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATION_TIMEOUT_MS, POSITIVE_NOTIFICATION_TIMEOUT_MS } from '@ipe/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Notify } from './Notify';
import { useNotify, type NotifyApi } from './NotifyContext';
import { NotifyProvider } from './NotifyProvider';

let api: NotifyApi;
function Capture({ onApi }: { onApi: (value: NotifyApi) => void }) {
  const notify = useNotify();
  useEffect(() => onApi(notify), [notify, onApi]);
  return null;
}

function renderProvider() {
  return render(
    <NotifyProvider>
      <Capture
        onApi={(value) => {
          api = value;
        }}
      />
    </NotifyProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Notify', () => {
  it('is an alert when negative and a status otherwise, with the kind spoken', () => {
    const { rerender } = render(<Notify variant="negative" message="Erro ao buscar saldo!" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Erro: Erro ao buscar saldo!');
    rerender(<Notify variant="positive" message="Pix enviado" />);
    expect(screen.getByRole('status')).toHaveTextContent('Sucesso: Pix enviado');
  });
});

describe('NotifyProvider / useNotify', () => {
  it('closes negative and warning ones after the default timeout from @ipe/domain', () => {
    expect(NOTIFICATION_TIMEOUT_MS).toBe(5000);
    renderProvider();
    act(() => {
      api.negative('Tentativas de PIN excedidas!');
      api.warning('Você está em modo consulta');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Tentativas de PIN excedidas!');
    act(() => {
      vi.advanceTimersByTime(NOTIFICATION_TIMEOUT_MS - 1);
    });
    expect(screen.getByText('Você está em modo consulta')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Você está em modo consulta')).toBeNull();
  });

  it('closes a positive one after 2000 ms and calls its onDismiss once', () => {
    expect(POSITIVE_NOTIFICATION_TIMEOUT_MS).toBe(2000);
    const onDismiss = vi.fn();
    renderProvider();
    act(() => {
      api.positive('Pix enviado', { onDismiss });
    });
    act(() => {
      vi.advanceTimersByTime(POSITIVE_NOTIFICATION_TIMEOUT_MS);
    });
    expect(screen.queryByText('Pix enviado')).toBeNull();
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('closes with the close button, which also calls onDismiss', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onDismiss = vi.fn();
    renderProvider();
    act(() => {
      api.positive('Chave cadastrada', { onDismiss, timeout: 0 });
    });
    await user.click(screen.getByRole('button', { name: 'Fechar notificação' }));
    expect(screen.queryByText('Chave cadastrada')).toBeNull();
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('stacks newest first and keeps a zero-timeout one until closed', () => {
    renderProvider();
    act(() => {
      api.warning('Primeira', { timeout: 0 });
      api.warning('Segunda', { timeout: 0 });
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    const region = screen.getByRole('region', { name: 'Notificações' });
    const texts = Array.from(region.querySelectorAll('p')).map((p) => p.textContent);
    expect(texts).toEqual(['Segunda', 'Primeira']);
  });

  it('announces non-negative ones through an always-present polite region', () => {
    renderProvider();
    const region = screen.getByRole('region', { name: 'Notificações' });
    const polite = region.querySelector('[aria-live="polite"]');
    expect(polite).not.toBeNull();
    act(() => {
      api.positive('Pagamento agendado');
    });
    expect(polite).toHaveTextContent('Pagamento agendado');
  });

  it('pauses the timer while the pointer is over it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderProvider();
    act(() => {
      api.warning('Leia com calma');
    });
    await user.hover(screen.getByText('Leia com calma'));
    act(() => {
      vi.advanceTimersByTime(NOTIFICATION_TIMEOUT_MS * 2);
    });
    expect(screen.getByText('Leia com calma')).toBeInTheDocument();
    await user.unhover(screen.getByText('Leia com calma'));
    act(() => {
      vi.advanceTimersByTime(NOTIFICATION_TIMEOUT_MS);
    });
    expect(screen.queryByText('Leia com calma')).toBeNull();
  });

  it('refuses to work outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Capture onApi={() => {}} />)).toThrow(/NotifyProvider/);
  });
});
