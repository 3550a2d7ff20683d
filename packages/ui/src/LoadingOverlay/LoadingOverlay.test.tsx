import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import userEvent from '@testing-library/user-event';
import { LOADING_SPINNER } from '@ipe/domain';
import { describe, expect, it, vi } from 'vitest';
import { LoadingOverlay } from './LoadingOverlay';
import { useLoadingOverlay, type LoadingOverlayApi } from './LoadingOverlayContext';
import { LoadingOverlayProvider } from './LoadingOverlayProvider';

function Page() {
  const loading = useLoadingOverlay();
  return (
    <>
      <button type="button" onClick={() => loading.show('Enviando Pix…')}>
        Enviar
      </button>
      <button type="button" onClick={() => loading.hide()}>
        Esconder
      </button>
    </>
  );
}

describe('LoadingOverlay', () => {
  it('is a busy modal with the spec spinner size and the message', () => {
    render(<LoadingOverlay open message="Enviando Pix…" />);
    const dialog = screen.getByRole('dialog', { name: 'Enviando Pix…' });
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Enviando Pix…');
    const spinner = dialog.querySelector('svg')?.parentElement as HTMLElement;
    expect(spinner).toHaveStyle({
      width: `${LOADING_SPINNER.size}px`,
      height: `${LOADING_SPINNER.size}px`,
    });
    expect(dialog).toHaveFocus();
  });

  it('renders nothing when closed', () => {
    render(<LoadingOverlay open={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows and hides imperatively, making the page inert and restoring focus', async () => {
    const user = userEvent.setup();
    render(
      <LoadingOverlayProvider>
        <Page />
      </LoadingOverlayProvider>,
    );
    const send = screen.getByRole('button', { name: 'Enviar' });
    await user.click(send);
    const dialog = screen.getByRole('dialog', { name: 'Enviando Pix…' });
    expect(dialog).toHaveFocus();
    expect(send.closest('[inert]')).not.toBeNull();

    // The page behind is inert, so hide from outside (as a finished request would).
    const hide = screen.getByRole('button', { name: 'Esconder', hidden: true });
    act(() => {
      hide.click();
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(send.closest('[inert]')).toBeNull();
    expect(send).toHaveFocus();
  });

  it('leaves focus alone on close when nothing had it before', () => {
    // As at startup: the overlay opens over a page where nothing is focused.
    (document.activeElement as HTMLElement | null)?.blur();
    const focusBody = vi.spyOn(document.body, 'focus');
    const { rerender } = render(<LoadingOverlay open />);
    expect(screen.getByRole('dialog')).toHaveFocus();
    rerender(<LoadingOverlay open={false} />);
    expect(focusBody).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });

  it('wraps a task with during()', async () => {
    let api: LoadingOverlayApi | undefined;
    function Capture({ onApi }: { onApi: (value: LoadingOverlayApi) => void }) {
      const loading = useLoadingOverlay();
      useEffect(() => onApi(loading), [loading, onApi]);
      return null;
    }
    render(
      <LoadingOverlayProvider>
        <Capture
          onApi={(value) => {
            api = value;
          }}
        />
      </LoadingOverlayProvider>,
    );
    let finish: (value: string) => void = () => {};
    let result: Promise<string> | undefined;
    act(() => {
      result = api?.during(new Promise<string>((resolve) => (finish = resolve)), 'Pagando');
    });
    expect(screen.getByRole('dialog', { name: 'Pagando' })).toBeInTheDocument();
    await act(async () => {
      finish('ok');
      await result;
    });
    await expect(result).resolves.toBe('ok');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
