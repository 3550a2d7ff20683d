import type { ServiceFlag } from './health';
import { pathSegments } from './pathSegments';

/** SPEC §2 "Service needed per path": a screen segment and the health flags it needs. */
const SERVICES_BY_SEGMENT: Readonly<Record<string, readonly ServiceFlag[]>> = {
  statement: ['service_statement', 'service_balance'],
  payment: ['service_pay'],
  receive: ['service_receive'],
  pix: ['service_pix'],
  insurance: ['service_security'],
  transfer: ['service_transfer'],
};

/**
 * Health flags a route needs, matched on whole path segments so '/bank/pix/keys' needs Pix
 * but '/bank/pixels' would not. Other paths need nothing (always allowed).
 */
export function requiredServices(path: string): ServiceFlag[] {
  const needed: ServiceFlag[] = [];
  for (const segment of pathSegments(path)) {
    const services = Object.hasOwn(SERVICES_BY_SEGMENT, segment)
      ? SERVICES_BY_SEGMENT[segment]
      : undefined;
    for (const service of services ?? []) {
      if (!needed.includes(service)) needed.push(service);
    }
  }
  return needed;
}
