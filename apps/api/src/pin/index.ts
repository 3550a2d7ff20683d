// Public surface of PIN checks on money movement.
export { createPinService, ENCODED_PIN, pinErrors, type PinService } from './pinService';
export { verifyPin } from './verifyPin';
