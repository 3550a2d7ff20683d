import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './Field';

describe('Field', () => {
  it('hands the control the ids that link label, hint and error', () => {
    render(
      <Field
        label="Chave Pix"
        hint="CPF, e-mail, celular ou aleatória."
        error="Chave não encontrada."
      >
        {({ control }) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Chave Pix' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'CPF, e-mail, celular ou aleatória. Chave não encontrada.',
    );
  });

  it('names a group through labelId when the label cannot point at one control', () => {
    render(
      <Field label="Senha de 4 dígitos" labelAs="span">
        {({ labelId }) => (
          <div role="group" aria-labelledby={labelId}>
            <input aria-label="Dígito 1" />
          </div>
        )}
      </Field>,
    );
    expect(screen.getByRole('group', { name: 'Senha de 4 dígitos' })).toBeInTheDocument();
  });

  it('adds nothing to the description when there is no hint or error', () => {
    render(<Field label="Cidade">{({ control }) => <input {...control} />}</Field>);
    expect(screen.getByRole('textbox', { name: 'Cidade' })).not.toHaveAttribute('aria-describedby');
  });
});
