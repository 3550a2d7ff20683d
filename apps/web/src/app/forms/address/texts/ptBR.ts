/** The address fields' texts (pt-BR), wherever an address is typed. */
export const addressPtBR = {
  cep: 'CEP',
  cepLooking: 'Buscando o endereço…',
  cepNotFound: 'CEP não encontrado. Preencha o endereço completo.',
  cepFailed: 'Não conseguimos consultar o CEP agora. Preencha o endereço.',
  cepCityOnly:
    'Este CEP é de {{city}}/{{state}}, mas não encontramos a rua. Informe rua, número e bairro.',
  cepStateOnly:
    'Este CEP é de {{state}}, mas não encontramos a cidade nem a rua. Informe rua, número, bairro e cidade.',
  cepFilled: 'Endereço preenchido pelo CEP. Confira e informe o número.',
  street: 'Rua',
  number: 'Número',
  complement: 'Complemento',
  district: 'Bairro',
  city: 'Cidade',
  state: 'UF',
};
