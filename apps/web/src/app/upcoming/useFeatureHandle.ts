import { useMatches } from 'react-router-dom';
import { isFeatureHandle, type FeatureHandle } from './featureHandle';

/** The feature handle of the deepest matched route. */
export function useFeatureHandle(): FeatureHandle {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isFeatureHandle(handle)) return handle;
  }
  throw new Error('This page needs a route made by hubRoute or upcomingRoute');
}
