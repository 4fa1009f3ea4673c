/** @jsxImportSource react */
// The lazily loaded part: the provider, a component with a ref and onRender.
import type { RenderHandle } from 'atrium-sdk';
import { AtriumComponent, type AtriumComponentHandle, AtriumProvider } from 'atrium-sdk/react';
import { useEffect, useRef } from 'react';

const config = {
  apiDomain: location.origin,
  eteamsid: 'demo-session-0001',
  apps: ['@weapp/demo-lib'],
  monitor: false,
};

export default function HandleEmbed() {
  const ref = useRef<AtriumComponentHandle>(null);
  const app = (window as unknown as { __app: Record<string, unknown> }).__app;
  useEffect(() => {
    app.ref = ref.current;
  });
  return (
    <AtriumProvider config={config}>
      <AtriumComponent
        ref={ref}
        name="demoLib.Hello"
        props={{ name: 'Ada' }}
        onRender={(handle: RenderHandle) => {
          app.onRender = (app.onRender as number) + 1;
          app.rendered = handle;
        }}
      />
    </AtriumProvider>
  );
}
