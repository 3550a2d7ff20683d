export { RadioGroup, type RadioGroupProps } from './RadioGroup';
export { Radio, type RadioProps } from './Radio';
