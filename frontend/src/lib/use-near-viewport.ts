import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come near the viewport (once true, it stays true). Used to start work for
 * content below the fold only when a visitor scrolls towards it; an element hidden with
 * `display: none` never comes near. Without IntersectionObserver it counts as near at once.
 */
export function useNearViewport<T extends Element>(rootMargin = '300px') {
  const ref = useRef<T>(null);
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, rootMargin]);
  return { ref, isNear };
}
