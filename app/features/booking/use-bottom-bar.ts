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
    const apply = () => body.style.setProperty('--page-bottom-bar', `${Math.ceil(bar.getBoundingClientRect().height)}px`);
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(bar);
    window.addEventListener('resize', apply);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', apply);
      body.style.removeProperty('--page-bottom-bar');
    };
  }, []);
  return ref;
}
