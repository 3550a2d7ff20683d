import type { RouteObject } from 'react-router-dom';
import type { FeatureEntry, FeatureHandle, FeatureId } from './featureHandle';

export type { FeatureEntry, FeatureHandle, FeatureId } from './featureHandle';

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
