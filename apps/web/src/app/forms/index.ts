export { BankForm, type BankFormProps } from './BankForm';
export { PinField, TransactionPinField, type PinFieldProps } from './PinField';
export { refuseField, showFailure, useBankForm, useFieldErrors } from './useBankForm';
export { showWrongPin } from './wrongPin';
export { cepOutcome, lookUpCep, type CepOutcome } from './cepLookup';
export { STATE_OPTIONS } from './brazilianStates';
export { useCepLookup, type CepState } from './useCepLookup';
// AddressFields (app/forms/address) and AmountField are imported from their files: they bring
// the Select, the CEP field and the MoneyField, which the sign-in route, a user of this index,
// must not carry.
