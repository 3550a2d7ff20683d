import type { FieldErrorCode } from '@ipe/domain';

/**
 * The `fields` namespace: why a field is refused, by FieldErrorCode (docs/product/errors.md).
 * A key with a suffix (`REQUIRED_email`) words a code for one field; i18next picks it through
 * `context` and falls back to the bare code. This half is what any screen may meet; the fields of
 * moving money are in fields.bank.ptBR.ts, loaded with the bank layout.
 */
export const fieldsPtBR = {
  REQUIRED: 'Preencha este campo.',
  REQUIRED_email: 'Informe o e-mail.',
  REQUIRED_password: 'Informe sua senha.',
  REQUIRED_current_password: 'Digite sua senha atual.',
  REQUIRED_current_pin: 'Digite os 4 números do seu PIN atual.',
  REQUIRED_name: 'Informe o nome.',
  REQUIRED_code: 'Digite os 6 números do código.',
  REQUIRED_confirm: 'As senhas não são iguais.',
  TOO_LONG: 'Texto longo demais para este campo.',
  INVALID: 'Valor inválido.',
  UNSAFE_CHARACTERS: 'Remova caracteres de controle ou de direção de texto deste campo.',
  EMAIL_INVALID: 'Informe um e-mail válido, como nome@exemplo.com.',
  CODE_SIX_DIGITS: 'Digite os 6 números do código.',
  NAME_TOO_SHORT: 'Informe um nome com pelo menos 2 letras.',
  NAME_CHARACTERS: "Use apenas letras, números, espaços e . , ' & -",
  STREET_REQUIRED: 'Informe o logradouro (rua, avenida…).',
  STREET_NUMBER_INVALID: 'Informe o número (ou S/N).',
  DISTRICT_REQUIRED: 'Informe o bairro.',
  CITY_REQUIRED: 'Informe a cidade.',
  STATE_INVALID: 'Informe a UF com 2 letras, ex. SP.',
  CEP_INVALID: 'CEP inválido. Use 8 dígitos, ex. 01310-100.',
  CEP_OTHER_STATE: 'Este CEP é de outro estado. Confira o CEP e a UF.',
  PASSWORD_TOO_SHORT: 'A senha precisa ter pelo menos 8 caracteres.',
  PASSWORD_TOO_LONG: 'A senha pode ter no máximo 128 caracteres.',
  PASSWORD_NEEDS_LETTER_AND_DIGIT: 'A senha precisa ter pelo menos uma letra e um número.',
  PASSWORD_CONTAINS_EMAIL: 'A senha não pode conter o seu e-mail.',
  PASSWORD_CONTAINS_NAME: 'A senha não pode conter o seu nome.',
  PASSWORDS_DIFFER: 'As senhas não são iguais.',
  PIN_NOT_FOUR_DIGITS: 'O PIN precisa ter exatamente 4 números.',
  PIN_ALL_SAME_DIGIT: 'O PIN não pode ter os 4 números iguais, como 0000 ou 1111.',
  PINS_DIFFER: 'Os PINs não são iguais.',
  PIN_NOT_ENCODED: 'Não conseguimos proteger o PIN. Recarregue a página e tente de novo.',
  USER_TYPE_INVALID: 'Escolha operador ou consulta.',
  CAN_TRANSACT_REQUIRED: 'Informe se pode movimentar dinheiro.',
  VIEWER_CANNOT_TRANSACT: 'Usuários de consulta não podem movimentar dinheiro.',
  CAPTCHA_REQUIRED: 'Conclua a verificação anti-robô.',
  CAPTCHA_INVALID: 'A verificação anti-robô expirou. Resolva de novo.',
  DEVICE_KEY_REQUIRED: 'Não encontramos a chave deste aparelho. Recarregue a página.',
  DEVICE_KEY_INVALID: 'A chave deste aparelho é inválida. Recarregue a página.',
} satisfies Partial<Record<FieldErrorCode, string>> & Record<string, string>;
