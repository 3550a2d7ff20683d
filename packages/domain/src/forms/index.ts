export {
  FIELD_ERROR_CODES,
  PASSWORD_FIELD_ERRORS,
  PIN_FIELD_ERRORS,
  isFieldErrorCode,
  type FieldErrorCode,
} from './fieldErrors';
export {
  accountNameField,
  cepField,
  cityField,
  complementField,
  currentPasswordField,
  districtField,
  emailField,
  emailedCodeField,
  encodedPinField,
  newPasswordField,
  newPinField,
  personNameField,
  pixKeyField,
  stateField,
  streetField,
  streetNumberField,
  tidyText,
} from './fields';
export {
  amountCentsField,
  bankAccountNumberField,
  branchField,
  brCodeField,
  holderDocumentField,
  paymentMessageField,
} from './paymentFields';
export {
  changeAddressRequest,
  changeNameRequest,
  pixBankDataRecipient,
  pixBrCodeRecipient,
  pixKeyRecipient,
  pixPaymentDetails,
} from './requests';
