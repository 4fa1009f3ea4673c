'use client';
// A client wrapper: callbacks (onError, onRender), hooks and refs live on the client side.
import { AtriumComponent, type AtriumComponentHandle, useAtriumFunction } from 'atrium-sdk/react';
import { useRef, useState } from 'react';

export function CustomerCard({ name }: { name: string }) {
  const ref = useRef<AtriumComponentHandle>(null);
  const sum = useAtriumFunction('demoLib.sum');
  const [total, setTotal] = useState<unknown>(null);
  return (
    <section>
      <AtriumComponent
        ref={ref}
        name="demoLib.Hello"
        props={{ name }}
        onError={(error) => console.warn(error.code)}
        className="card"
      />
      <button type="button" onClick={async () => setTotal(await sum(1, 2, 3))}>
        Sum {String(total ?? '')}
      </button>
    </section>
  );
}
