export { BankForm, type BankFormProps } from './BankForm';
export { PinField, type PinFieldProps } from './PinField';
export { showFailure, useBankForm, useFieldErrors } from './useBankForm';
export { showWrongPin } from './wrongPin';
export { cepOutcome, lookUpCep, type CepOutcome } from './cepLookup';
export { STATE_OPTIONS } from './brazilianStates';
export { useCepLookup, type CepState } from './useCepLookup';
export { AddressFields, type AddressForm } from './address/AddressFields';
export { addressFromCep, type AddressValues } from './address/addressFromCep';
