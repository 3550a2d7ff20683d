export { PercentField, type PercentFieldProps } from './PercentField';
