import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { installChunkReloadGuard } from './shell/chunk-reload';
import { wantPartsAtFirstUse } from './shell/deferred-gate';
import { holdInputOfPendingParts } from './shell/deferred-input';
import { stopHoldingEarlyInput } from './shell/early-input';
import { announceInlinedStylesheets } from './shell/inlined-stylesheets';
import { installQuietAborts } from './shell/quiet-aborts';

installChunkReloadGuard();
installQuietAborts();
announceInlinedStylesheets();
// The page's deferred parts load at the visitor's first use of it; their taps wait for them (shell/deferred.tsx).
wantPartsAtFirstUse();
holdInputOfPendingParts();
// From here React takes the page's events; what was held before is done once it has hydrated.
stopHoldingEarlyInput();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
