export { BankForm, type BankFormProps } from './BankForm';
export { FormFailure } from './FormFailure';
export { PinField, type PinFieldProps } from './PinField';
export { fieldErrorText, showFailure, useBankForm, useFieldErrors } from './useBankForm';
