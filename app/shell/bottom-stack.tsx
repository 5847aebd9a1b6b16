import { useEffect, useRef } from 'react';
import { CookieNotice } from './cookie-notice';
import { SupportLauncher } from './support/support-launcher';
import styles from './bottom-stack.module.css';

/** The page's bottom padding while the stack is on screen, in px (global.css reads it). */
export const BOTTOM_STACK_HEIGHT_VAR = '--bottom-stack-height';

/**
 * The fixed elements at the bottom of the screen, one above another so that none covers another:
 * the support launcher on top, then the cookie notice. On phones the launcher steps aside while the
 * notice is shown (the city question is a bar in the page's flow, CityQuestion). The page
 * gets a bottom padding of the stack's height, so the end of the page is never hidden under it.
 * The notice comes first in the document: should the browser paint while the HTML is still
 * arriving, the stack does not grow under the eyes when the notice's part comes (a layout shift).
 */
export function BottomStack() {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const stack = ref.current;
    if (!stack) return;
    const root = document.documentElement;
    // Measured only when the observer reports, after the browser's own layout: a read here, during
    // hydration, would force a layout of the whole page (and the variable another) in the same task.
    let written = '';
    const observer = new ResizeObserver(() => {
      const height = `${Math.ceil(stack.offsetHeight)}px`;
      if (height !== written) root.style.setProperty(BOTTOM_STACK_HEIGHT_VAR, (written = height));
    });
    observer.observe(stack);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BOTTOM_STACK_HEIGHT_VAR);
    };
  }, []);

  return (
    <div className={styles.stack} ref={ref} data-testid="bottom-stack">
      <CookieNotice className={styles.notice} />
      <SupportLauncher className={styles.launcher} />
    </div>
  );
}
