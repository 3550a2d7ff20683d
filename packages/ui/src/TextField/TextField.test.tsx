import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is named by its label and described by its hint', () => {
    render(<TextField label="Nome completo" hint="Como no seu documento." />);
    const input = screen.getByRole('textbox', { name: 'Nome completo' });
    expect(input).toHaveAccessibleDescription('Como no seu documento.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('wires the error: invalid, described by hint and error, announced as an alert', () => {
    render(
      <TextField
        label="E-mail"
        hint="Usaremos para enviar comprovantes."
        error="Informe um e-mail válido."
      />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Usaremos para enviar comprovantes. Informe um e-mail válido.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Informe um e-mail válido.');
  });

  it('announces an error that appears after validation', async () => {
    const user = userEvent.setup();
    function Form() {
      const [value, setValue] = useState('');
      const [error, setError] = useState<string>();
      return (
        <TextField
          label="E-mail"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => setError(value.includes('@') ? undefined : 'Informe um e-mail válido.')}
          error={error}
        />
      );
    }
    render(<Form />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'maria');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Informe um e-mail válido.');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), '@exemplo.com');
    await user.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).not.toHaveAttribute('aria-invalid');
  });

  it('marks optional fields and keeps its own aria-describedby', () => {
    render(
      <>
        <TextField label="Complemento" optional aria-describedby="extra" />
        <p id="extra">Apto, bloco ou sala.</p>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Complemento (opcional)' });
    expect(input).toHaveAccessibleDescription('Apto, bloco ou sala.');
  });

  it('takes focus from its label and forwards the ref', async () => {
    const user = userEvent.setup();
    let node: HTMLInputElement | null = null;
    render(<TextField label="Cidade" ref={(element) => void (node = element)} />);
    await user.click(screen.getByText('Cidade'));
    expect(screen.getByRole('textbox', { name: 'Cidade' })).toHaveFocus();
    expect(node).toBe(screen.getByRole('textbox', { name: 'Cidade' }));
  });

  it('cannot be typed into when disabled', async () => {
    const user = userEvent.setup();
    render(<TextField label="Cidade" disabled defaultValue="São Paulo" />);
    const input = screen.getByRole('textbox', { name: 'Cidade' });
    await user.type(input, 'x');
    expect(input).toHaveValue('São Paulo');
  });
});
