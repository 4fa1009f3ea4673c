// A React host: `atrium-sdk/react` typed against the registries the app declares (bundler.ts
// declares 'demoLib.Hello', 'demoLib.Panel', 'demoLib.add' and 'demoLib.greet').
import type { SdkError } from 'atrium-sdk';
import {
  AtriumComponent,
  type AtriumComponentProps,
  AtriumProvider,
  type AtriumStatus,
  useAtrium,
  useAtriumEvent,
  useAtriumFunction,
} from 'atrium-sdk/react';
import type { ReactElement } from 'react';

export function Card(): ReactElement {
  const { status, error } = useAtrium();
  const s: AtriumStatus = status;
  const code: SdkError['code'] | undefined = error?.code;
  useAtriumEvent('sessionExpired', (e) => {
    void e.relogin();
  });
  useAtriumEvent('error', (e) => console.log(e.code, e.stage, e.component));
  useAtriumEvent('step', (name) => name.toUpperCase());
  // @ts-expect-error unknown event
  useAtriumEvent('eror', () => undefined);
  // @ts-expect-error the error payload has no such field
  useAtriumEvent('error', (e) => e.nope);

  const add = useAtriumFunction('demoLib.add');
  const sum: Promise<number> = add(1, 2);
  // @ts-expect-error wrong argument type
  void add('1', 2);
  const greet = useAtriumFunction('demoLib.greet');
  const hello: Promise<string> = greet('Ada');
  const anyFn = useAtriumFunction('acme.anything');
  const unknownResult: Promise<unknown> = anyFn(1, 'two', { three: 3 });
  console.log(s, code, sum, hello, unknownResult);

  return (
    <>
      <AtriumComponent
        name="demoLib.Hello"
        props={{ name: 'Ada' }}
        fallback={<span>…</span>}
        className="card"
      />
      {/* @ts-expect-error misspelt prop */}
      <AtriumComponent name="demoLib.Hello" props={{ nmae: 'Ada' }} />
      {/* @ts-expect-error wrong prop type */}
      <AtriumComponent name="demoLib.Hello" props={{ name: 1 }} />
      {/* @ts-expect-error declared props with a required field are required */}
      <AtriumComponent name="demoLib.Hello" />
      <AtriumComponent name="demoLib.Panel" props={{ title: 'Q3' }} onError={(e: SdkError) => e.code} />
      <AtriumComponent name="acme.Local" props={{ anything: true }} />
      <AtriumComponent name="acme.NoProps" />
    </>
  );
}

export const props: AtriumComponentProps<'demoLib.Hello'> = { name: 'demoLib.Hello', props: { name: 'x' } };

export function App(): ReactElement {
  return (
    <AtriumProvider
      config={{ apiDomain: 'https://api.example.com', apps: ['@weapp/demo-lib'] }}
      fallback={<p>unavailable</p>}
      onError={(e) => console.warn(e.code, e.stage)}
    >
      <Card />
    </AtriumProvider>
  );
}

// @ts-expect-error the provider needs a config
export const noConfig = <AtriumProvider>{null}</AtriumProvider>;
