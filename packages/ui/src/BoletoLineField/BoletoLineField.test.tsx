import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOLETO_MESSAGES } from '@ipe/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { validateBoletoLine } from './boletoLine';
import { BoletoLineField } from './BoletoLineField';

const bankLine = '34191090080001571029630132800001943950000002980';
const collectionLine = '846100000005246100291102005460339004695895061080';

function Harness({ onRaw }: { onRaw?: (raw: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <BoletoLineField
      value={value}
      onChange={(raw) => {
        setValue(raw);
        onRaw?.(raw);
      }}
    />
  );
}

describe('validateBoletoLine', () => {
  it('accepts valid bank and collection lines', () => {
    expect(validateBoletoLine(bankLine, '2026-11-23')).toBeUndefined();
    expect(validateBoletoLine(collectionLine, '2026-11-23')).toBeUndefined();
  });

  it('explains a short line and a wrong check digit', () => {
    expect(validateBoletoLine('3419109008')).toBe(BOLETO_MESSAGES.wrongLength(10));
    expect(validateBoletoLine(`${bankLine.slice(0, -1)}1`, '2026-11-23')).toBe(
      BOLETO_MESSAGES.badGeneralCheckDigit,
    );
  });
});

describe('BoletoLineField', () => {
  it('groups a bank line as printed on the slip', async () => {
    const user = userEvent.setup();
    const onRaw = vi.fn();
    render(<Harness onRaw={onRaw} />);
    const input = screen.getByRole('textbox', { name: 'Linha digitável do boleto' });
    await user.click(input);
    await user.paste(bankLine);
    expect(input).toHaveValue('34191.09008 00015.710296 30132.800001 9 43950000002980');
    expect(onRaw).toHaveBeenLastCalledWith(bankLine);
  });

  it('groups a collection line (starts with 8) in four blocks', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Linha digitável do boleto' });
    await user.click(input);
    await user.paste(collectionLine);
    expect(input).toHaveValue('84610000000-5 24610029110-2 00546033900-4 69589506108-0');
  });

  it('announces what is wrong after leaving the field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Linha digitável do boleto' }), '34191');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(BOLETO_MESSAGES.wrongLength(5));
  });
});
