import type { AppServices } from '../server/services.server';

declare module 'react-router' {
  interface AppLoadContext {
    services: AppServices;
    cspNonce: string;
    requestId: string;
  }
}

export {};
