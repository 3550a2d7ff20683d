// Work done on a timer and the leasing its payment runners share (docs/architecture/pix-scheduling.md).
export { runPeriodically, type PeriodicWork } from './runPeriodically';
export {
  completedOrFailed,
  createLeasedAttempts,
  refusalOf,
  refusedBeforePaying,
  type Attempted,
  type LeasedOutcome,
  type LeasedRow,
  type Refusal,
} from './leasedAttempts';
