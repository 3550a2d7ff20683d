import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` when the element scrolls into view: a long list loads its next page before
 * the person reaches its end. The element stays a real button, so keyboards and browsers without
 * IntersectionObserver load it by hand.
 */
export function useWhenVisible<E extends Element>(onVisible: () => void, enabled: boolean) {
  const ref = useRef<E>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
