export { Field, type FieldProps, type FieldControlProps, type FieldRenderProps } from './Field';
export { FieldError, type FieldErrorProps } from './FieldError';
