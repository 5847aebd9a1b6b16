import { useEffect, useRef } from 'react';

/**
 * The sticky bar's height, kept in --page-bottom-bar on the body while the page is open: the
 * page pads its bottom by it and the shell's bottom stack (support launcher, notices) rises above it.
 */
export function useBottomBar() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const body = document.body;
    // Measured when the observer reports, after the browser's layout (its first report comes at
    // once), never during hydration, where a read would force a layout of the whole page.
    let written = '';
    const observer = new ResizeObserver(([entry]) => {
      const height = `${Math.ceil(entry?.borderBoxSize[0]?.blockSize ?? bar.getBoundingClientRect().height)}px`;
      if (height !== written) body.style.setProperty('--page-bottom-bar', (written = height));
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      body.style.removeProperty('--page-bottom-bar');
    };
  }, []);
  return ref;
}
