export { ENCODED_PIN_PATTERN, encodePin } from './encodePin';
