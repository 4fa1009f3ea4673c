'use client';
// The client wrapper of the root layout: <AtriumProvider> with the config and the callbacks
// (onError, authTokenRequest), which a Server Component could not pass. init() runs in the
// browser only (an effect); on the server the provider renders its children as they are.
import { AtriumProvider } from 'atrium-sdk/react';
import type { ReactNode } from 'react';

const config = {
  apiDomain: process.env.NEXT_PUBLIC_ATRIUM_API ?? 'https://api.example.com',
  authTokenRequest: () =>
    fetch('/api/atrium-token')
      .then((r) => r.json())
      .then((b: { data: { eteamsid: string } }) => b.data.eteamsid),
  apps: ['@weapp/demo-lib'],
};

export function Providers({ children }: { children: ReactNode }) {
  return (
    <AtriumProvider
      config={config}
      fallback={<p>The platform is unavailable.</p>}
      onError={(error) => console.warn('atrium init failed', error.code, error.stage)}
    >
      {children}
    </AtriumProvider>
  );
}
