export { encodePin } from './encode-pin';
