export { MaskedField, type MaskedFieldProps } from './MaskedField';
export { applyMask, caretAfterRaw, slotCount, type MaskPattern } from './applyMask';
