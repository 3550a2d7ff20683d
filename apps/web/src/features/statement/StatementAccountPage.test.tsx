import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { thisDevice } from '../../app/testing/fixtures';
import { currentPath, renderApp } from '../../app/testing/renderApp';
import { storeSession } from '../../app/testing/session';

describe('statement/account filters', () => {
  it('keeps a change made before the address bar caught up with the one before it', async () => {
    storeSession({ idSession: thisDevice.id_session });
    const { screen, router } = await renderApp('/bank/statement/account?period=custom');
    await screen.findByRole('heading', { level: 1, name: 'Extrato' });

    // Both dates in one task: the router applies the first date's navigation later than that,
    // as it does on a busy machine when the second date is typed quickly.
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '2026-11-10' } });

    expect(await screen.findByText('A data inicial deve ser antes da final.')).toBeInTheDocument();
    expect(screen.getByLabelText('De')).toHaveValue('2026-11-20');
    await waitFor(() =>
      expect(currentPath(router)).toBe(
        '/bank/statement/account?period=custom&from=2026-11-20&to=2026-11-10',
      ),
    );
  });
});
