// Public surface of PIN checks on money movement, and of changing the PIN.
export { PinCheckedApart, createPinService, pinErrors, type PinService } from './pinService';
export { verifyPin } from './verifyPin';
export { assertNewPin, changePin, changePinErrors } from './changePin';
export { pinOfEncoded } from './encodedPins';
