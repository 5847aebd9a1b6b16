import { CloudCalculator, type CloudCalculatorProps } from './cloud-calculator';
import { useOnLive } from './when-approached';

// The calculator of /clouds/, kept out of the page's loads until the visitor comes to it
// (clouds-page.tsx, when-approached.ts): the server renders it with the page, its chunk (with the
// API client) comes then.

/** The calculator, telling the page once its controls are live (a click held until then is done again). */
export default function DeferredCalculator({ onLive, ...props }: CloudCalculatorProps & { onLive?: () => void }) {
  useOnLive(onLive);
  return <CloudCalculator {...props} />;
}
