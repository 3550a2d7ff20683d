import { SERVICE_FLAGS, requiredServices, type HealthFlags, type ServiceFlag } from '@ipe/domain';

/**
 * The services behind a failed path that are down, so /bank/error can name them. Without a
 * path (or when its services came back), every service that is down.
 */
export function failedServices(
  from: string | null,
  health: Partial<HealthFlags> | undefined,
): ServiceFlag[] {
  const down = (service: ServiceFlag) => health?.[service] === false;
  const needed = from ? requiredServices(from).filter(down) : [];
  return needed.length > 0 ? needed : SERVICE_FLAGS.filter(down);
}
