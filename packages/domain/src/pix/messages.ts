/** User-facing reasons (pt-BR) for a Pix key that cannot be used. */
export const PIX_KEY_MESSAGES = {
  empty: 'Informe a chave Pix.',
  cpf: 'CPF inválido. Confira os números digitados.',
  cnpj: 'CNPJ inválido. Confira os caracteres digitados.',
  email: 'E-mail inválido. Confira o endereço digitado.',
  emailTooLong: 'O e-mail pode ter no máximo 77 caracteres para ser chave Pix.',
  phone: 'Celular inválido. Informe DDD e número, como (11) 91234-5678.',
  evp: 'Chave aleatória inválida. Ela tem 32 letras e números, como 123e4567-e89b-12d3-a456-426614174000.',
  cpfOrPhone: 'Confira o número: não é um CPF nem um celular válido.',
  unknown: 'Chave Pix inválida. Use CPF, CNPJ, e-mail, celular ou chave aleatória.',
} as const;

/** User-facing reasons (pt-BR) for a Pix Copia e Cola / QR Code that cannot be paid. */
export const BR_CODE_MESSAGES = {
  empty: 'Cole ou escaneie um código Pix.',
  notPix: 'Este código não é um Pix Copia e Cola.',
  tooLong: 'Este código é longo demais para ser um Pix Copia e Cola.',
  truncated: 'O código Pix está incompleto. Copie o código inteiro e tente de novo.',
  badLength: 'O código Pix está corrompido: o tamanho de um campo não confere.',
  duplicateField: 'O código Pix está corrompido: um campo aparece repetido.',
  missingCrc: 'O código Pix está incompleto: falta o código de verificação (CRC) no final.',
  badCrc: 'O código Pix não confere com o seu código de verificação (CRC). Copie o código de novo.',
  unknownGui: 'Este QR Code é de outro arranjo de pagamento, não de Pix.',
  invalidPointOfInitiation: 'O código Pix tem um método de iniciação inválido.',
  missingKeyAndUrl: 'O código Pix não traz chave Pix nem endereço de cobrança.',
  keyAndUrl: 'O código Pix traz chave Pix e endereço de cobrança ao mesmo tempo.',
  invalidKey: 'A chave Pix deste código é inválida.',
  invalidUrl: 'O endereço de cobrança deste código Pix é inválido.',
  missingField: (label: string) => `O código Pix não informa ${label}.`,
  invalidMerchantCategoryCode: 'O código Pix tem uma categoria de recebedor inválida.',
  wrongCurrency: 'O código Pix não está em reais (moeda 986).',
  wrongCountry: 'O código Pix não é do Brasil (país BR).',
  invalidAmount: 'O valor do código Pix é inválido.',
  invalidTxid: 'O identificador da transação (txid) do código Pix é inválido.',
} as const;
