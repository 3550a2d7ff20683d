import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CEP_MESSAGES } from './cep';
import { CepField } from './CepField';

function Harness({ onComplete }: { onComplete?: (cep: string) => void }) {
  const [value, setValue] = useState('');
  return <CepField value={value} onChange={setValue} onComplete={onComplete} />;
}

describe('CepField', () => {
  it('masks the CEP and asks for the address lookup once, when complete', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    const input = screen.getByRole('textbox', { name: 'CEP' });
    await user.type(input, '0131010');
    expect(input).toHaveValue('01310-10');
    expect(onComplete).not.toHaveBeenCalled();
    await user.type(input, '09');
    expect(input).toHaveValue('01310-100');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('01310100');
  });

  it('announces an incomplete CEP after leaving the field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'CEP' }), '0131');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(CEP_MESSAGES.invalid);
  });

  it('does not look up 00000-000', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.type(screen.getByRole('textbox', { name: 'CEP' }), '00000000');
    expect(onComplete).not.toHaveBeenCalled();
  });
});
