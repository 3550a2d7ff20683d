export {
  UNSAFE_TEXT_CHARACTER,
  UNSAFE_TEXT_CHARACTERS,
  hasUnsafeCharacters,
  normalizeText,
} from './unsafeCharacters';
export { madeOnFirstUse } from './madeOnFirstUse';
