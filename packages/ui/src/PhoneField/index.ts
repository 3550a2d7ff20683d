export { PhoneField, type PhoneFieldProps } from './PhoneField';
export { phoneMask, validatePhone, LANDLINE_MASK, MOBILE_MASK, PHONE_MESSAGES } from './phone';
