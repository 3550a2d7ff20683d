import type { RouteObject } from 'react-router-dom';
import type { ptBRBank } from '../i18n/locales/ptBR.bank';

/** A product function with its texts under `features.<id>` in the language files. */
export type FeatureId = keyof typeof ptBRBank.features;

/** One function of a section, as its hub lists it. */
export interface FeatureEntry {
  /** Path under the section, e.g. 'pay/key'. */
  path: string;
  feature: FeatureId;
  /** Moves money: disabled in consult mode (SPEC §4/§6). */
  movesMoney: boolean;
}

/** What a hub or an upcoming-function route carries in its `handle`. */
export interface FeatureHandle {
  kind: 'hub' | 'upcoming';
  feature: FeatureId;
  movesMoney: boolean;
  /** The section's root path, e.g. '/bank/pix'. */
  base: string;
  /** The section's functions (hub) or its siblings (upcoming). */
  entries: readonly FeatureEntry[];
}

export function isFeatureHandle(value: unknown): value is FeatureHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    ((value as FeatureHandle).kind === 'hub' || (value as FeatureHandle).kind === 'upcoming')
  );
}

const loadHub = () =>
  import('./FeatureHubPage').then((module) => ({ Component: module.FeatureHubPage }));
const loadUpcoming = () =>
  import('./UpcomingFeaturePage').then((module) => ({ Component: module.UpcomingFeaturePage }));

/** A section's root that lists its functions and links to each. */
export function hubRoute(
  feature: FeatureId,
  base: string,
  entries: readonly FeatureEntry[],
  movesMoney = false,
): RouteObject {
  const handle: FeatureHandle = { kind: 'hub', feature, movesMoney, base, entries };
  return { index: true, handle, lazy: loadHub };
}

/**
 * A function that a later version builds: a real, navigable page that says what it will do and
 * that it is not there yet.
 */
export function upcomingRoute(
  entry: Pick<FeatureEntry, 'feature' | 'movesMoney'> & { path?: string },
  base: string,
  siblings: readonly FeatureEntry[] = [],
): RouteObject {
  const handle: FeatureHandle = {
    kind: 'upcoming',
    feature: entry.feature,
    movesMoney: entry.movesMoney,
    base,
    entries: siblings.filter((sibling) => sibling.feature !== entry.feature),
  };
  return entry.path === undefined
    ? { index: true, handle, lazy: loadUpcoming }
    : { path: entry.path, handle, lazy: loadUpcoming };
}
