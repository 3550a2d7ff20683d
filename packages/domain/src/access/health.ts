/** Flags of the health check answer (SPEC §3): `true` means the service is up. */
export interface HealthFlags {
  service_statement: boolean;
  service_balance: boolean;
  service_pay: boolean;
  service_receive: boolean;
  service_pix: boolean;
  service_security: boolean;
  service_transfer: boolean;
  general_failure: boolean;
}

/** A health flag that gates a screen (every flag but general_failure). */
export type ServiceFlag = Exclude<keyof HealthFlags, 'general_failure'>;

export const SERVICE_FLAGS: readonly ServiceFlag[] = [
  'service_statement',
  'service_balance',
  'service_pay',
  'service_receive',
  'service_pix',
  'service_security',
  'service_transfer',
];
