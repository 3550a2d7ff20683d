import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, checkNewPassword, checkNewPin } from '../index';

describe('checkNewPassword', () => {
  it.each(['Ipe@2026', 'abcdefg1', '1234567a', 'ção12345', 'correct horse battery 9'])(
    'accepts %j',
    (password) => {
      expect(checkNewPassword(password)).toEqual({ ok: true });
    },
  );

  it('counts characters as people see them: 8 is enough, 7 is not', () => {
    expect(checkNewPassword('abcdef1')).toEqual({
      ok: false,
      code: 'too_short',
    });
    expect(checkNewPassword('')).toMatchObject({ ok: false, code: 'too_short' });
    // "ç" and "ã" are one character each, even decomposed into two code units.
    expect(checkNewPassword('açãoçã1')).toMatchObject({ code: 'too_short' });
    expect(checkNewPassword('🔒🔒🔒🔒🔒🔒a1')).toEqual({ ok: true });
  });

  it('allows at most 128 characters', () => {
    const longest = `a1${'x'.repeat(PASSWORD_MAX_LENGTH - 2)}`;
    expect(checkNewPassword(longest)).toEqual({ ok: true });
    expect(checkNewPassword(`${longest}y`)).toEqual({
      ok: false,
      code: 'too_long',
    });
  });

  it.each(['abcdefgh', '12345678', '!@#$%^&*()', 'ÁÉÍÓÚÇÃÕ', '１２３４５６７８'])(
    'needs a letter and a digit: refuses %j',
    (password) => {
      expect(checkNewPassword(password)).toEqual({
        ok: false,
        code: 'needs_letter_and_digit',
      });
    },
  );

  it('refuses the e-mail’s local part inside the password, whatever the case or accents', () => {
    const email = 'carlos.ramos@ipe.dev';
    expect(checkNewPassword('carlos.ramos2026', { email })).toEqual({
      ok: false,
      code: 'contains_email',
    });
    expect(checkNewPassword('xxCARLOS.RAMOSxx1', { email: ` ${email} ` })).toMatchObject({
      code: 'contains_email',
    });
    expect(checkNewPassword('joão1234', { email: 'JOAO@ipe.dev' })).toMatchObject({
      code: 'contains_email',
    });
    // Another part of the address is not the local part.
    expect(checkNewPassword('ipe.dev2026', { email })).toEqual({ ok: true });
    expect(checkNewPassword('carlos2026', { email })).toEqual({ ok: true });
  });

  it('ignores a local part too short to mean anything, and a missing or odd e-mail', () => {
    expect(checkNewPassword('banana123', { email: 'an@ipe.dev' })).toEqual({ ok: true });
    expect(checkNewPassword('banana123', { email: 'ana@ipe.dev' })).toMatchObject({
      code: 'contains_email',
    });
    expect(checkNewPassword('banana123', { email: null, name: null })).toEqual({ ok: true });
    expect(checkNewPassword('banana123', { email: '@ipe.dev' })).toEqual({ ok: true });
    // No @: the whole text is read as the local part.
    expect(checkNewPassword('banana123', { email: 'nana' })).toMatchObject({
      code: 'contains_email',
    });
  });

  it('refuses a word of the person’s name (4 letters or more), case and accents ignored', () => {
    const name = 'José da Silva Lima';
    expect(checkNewPassword('Jose2026!', { name })).toEqual({
      ok: false,
      code: 'contains_name',
    });
    expect(checkNewPassword('minhaSILVA9', { name })).toMatchObject({ code: 'contains_name' });
    // Words shorter than 4 letters ("da") are not checked; "Lima" is.
    expect(checkNewPassword('dados123', { name })).toEqual({ ok: true });
    expect(checkNewPassword('limao123', { name })).toMatchObject({ code: 'contains_name' });
    expect(
      checkNewPassword('Ipe@2026', { name: 'Ana Beatriz Souza', email: 'ana@ipe.dev' }),
    ).toEqual({ ok: true });
  });

  it('checks the rules in order: length, letters and digits, e-mail, name', () => {
    const context = { email: 'maria@ipe.dev', name: 'Maria Oliveira' };
    expect(checkNewPassword('maria', context)).toMatchObject({ code: 'too_short' });
    expect(checkNewPassword('mariamaria', context)).toMatchObject({
      code: 'needs_letter_and_digit',
    });
    expect(checkNewPassword('maria2026', context)).toMatchObject({ code: 'contains_email' });
    expect(checkNewPassword('oliveira2026', context)).toMatchObject({ code: 'contains_name' });
  });

  it('never throws, even when called from untyped code', () => {
    expect(checkNewPassword(undefined as unknown as string)).toMatchObject({ code: 'too_short' });
    expect(checkNewPassword(12345678 as unknown as string)).toMatchObject({ code: 'too_short' });
    expect(
      checkNewPassword('abcd1234', {
        email: 42 as unknown as string,
        name: {} as unknown as string,
      }),
    ).toEqual({ ok: true });
  });

  it('accepts any 8–128 characters with a letter and a digit when no e-mail or name is given', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme-ascii', minLength: PASSWORD_MIN_LENGTH - 2, maxLength: 100 }),
        (rest) => {
          expect(checkNewPassword(`a1${rest}`)).toEqual({ ok: true });
        },
      ),
    );
  });
});

describe('checkNewPin', () => {
  it.each(['1234', '0001', '9876', '2580', '1122'])('accepts %s', (pin) => {
    expect(checkNewPin(pin)).toEqual({ ok: true });
  });

  it.each(['0000', '1111', '5555', '9999'])('refuses the repeated %s', (pin) => {
    expect(checkNewPin(pin)).toEqual({
      ok: false,
      code: 'all_same_digit',
    });
  });

  it.each(['', '123', '12345', '12a4', ' 1234', '1234\n', '١٢٣٤', '12.4', '-123'])(
    'refuses %j: exactly 4 digits 0–9',
    (pin) => {
      expect(checkNewPin(pin)).toEqual({
        ok: false,
        code: 'not_four_digits',
      });
    },
  );

  it('never throws on untyped input', () => {
    expect(checkNewPin(1234 as unknown as string)).toMatchObject({ code: 'not_four_digits' });
    expect(checkNewPin(null as unknown as string)).toMatchObject({ code: 'not_four_digits' });
  });

  it('accepts exactly 9,990 of the 10,000 four-digit PINs', () => {
    let accepted = 0;
    for (let n = 0; n < 10_000; n += 1) {
      if (checkNewPin(String(n).padStart(4, '0')).ok) accepted += 1;
    }
    expect(accepted).toBe(9_990);
  });
});
