import { ComingSoonPage } from '../../features/coming-soon/coming-soon-page';
import { comingSoonMeta } from '../../features/coming-soon/coming-soon-meta';
import { COMING_SOON_LINES } from '../../features/coming-soon/lines';

const line = COMING_SOON_LINES.kvartiry;

export const meta = () => comingSoonMeta(line);

export default function ComingSoon() {
  return <ComingSoonPage line={line} />;
}
