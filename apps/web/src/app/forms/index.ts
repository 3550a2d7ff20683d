export { BankForm, type BankFormProps } from './BankForm';
export { PinField, type PinFieldProps } from './PinField';
export { showFailure, useBankForm, useFieldErrors } from './useBankForm';
