import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyField } from './CopyField';

const code = '00020126360014br.gov.bcb.pix0114+5511999999999520400005303986';

afterEach(() => {
  vi.useRealTimers();
});

describe('CopyField', () => {
  it('copies the value and confirms it, then returns to the copy label', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onCopy = vi.fn();
    render(<CopyField value={code} onCopy={onCopy} feedbackMs={1500} />);
    expect(screen.getByRole('group', { name: 'Código Pix copia e cola' })).toHaveTextContent(code);

    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(code);
    expect(onCopy).toHaveBeenCalledWith(code);
    expect(screen.getByRole('button', { name: 'Copiado!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copiado!');

    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(screen.getByRole('button', { name: 'Copiar' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('tells the user when the clipboard refuses', async () => {
    const user = userEvent.setup();
    render(<CopyField value={code} />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(await screen.findByText(/Não foi possível copiar/)).toBeInTheDocument();
  });
});
