// Public surface of health: the SPEC §3 flags and the operator's service switches.
export {
  createHealthService,
  inProcessInterbank,
  type HealthService,
  type InterbankStatus,
} from './healthService';
export {
  readSwitches,
  setSwitch,
  SWITCHABLE_SERVICES,
  type SwitchableService,
} from './serviceSwitches';
