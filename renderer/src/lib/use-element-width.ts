import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** The element's content width, kept current: charts draw at real pixels, so text stays crisp. */
export function useElementWidth<E extends HTMLElement>(
  fallback: number,
): [RefObject<E | null>, number] {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth || fallback);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width) || fallback);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [fallback]);
  return [ref, width];
}
