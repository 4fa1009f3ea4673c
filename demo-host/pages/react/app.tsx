/** @jsxImportSource react */
// The React page (demo-host/pages/react/index.html): a React 19 host app in React.StrictMode
// using `atrium-sdk/react`, bundled by demo-host/build.mjs against the package's ES module build.
// The e2e tests in tests/e2e/react/ drive it; `window.__react` records what the app saw.
import type { SdkError } from 'atrium-sdk';
import {
  AtriumComponent,
  AtriumProvider,
  useAtrium,
  useAtriumEvent,
  useAtriumFunction,
} from 'atrium-sdk/react';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

interface Record {
  initErrors: string[];
  componentErrors: string[];
  steps: string[];
  events: string[];
  secondErrors: string[];
}
const record: Record = { initErrors: [], componentErrors: [], steps: [], events: [], secondErrors: [] };
(window as unknown as { __react: Record }).__react = record;

const query = new URLSearchParams(location.search);
const origin = location.origin;

function Status() {
  const { status, error } = useAtrium();
  return (
    <p>
      Atrium: <b data-testid="react-status">{status}</b>
      {error ? <code data-testid="react-error"> {error.code}</code> : null}
    </p>
  );
}

function Events() {
  const [last, setLast] = useState('');
  useAtriumEvent('step', (name) => {
    record.steps.push(name);
  });
  useAtriumEvent('ready', () => {
    record.events.push('ready');
    setLast('ready');
  });
  useAtriumEvent('error', (e) => {
    record.events.push(`error:${e.code}`);
    setLast(`error:${e.code}`);
  });
  return <p data-testid="react-last-event">{last}</p>;
}

function Sum() {
  const sum = useAtriumFunction('demoLib.sum');
  const missing = useAtriumFunction('demoLib.nope');
  const [result, setResult] = useState('');
  return (
    <p>
      <button
        type="button"
        data-testid="react-sum"
        onClick={() => sum(1, 2, 3).then((v) => setResult(String(v)))}
      >
        demoLib.sum(1, 2, 3)
      </button>{' '}
      <button
        type="button"
        data-testid="react-missing"
        onClick={() => missing().catch((e: SdkError) => setResult(`rejected: ${e.code}`))}
      >
        demoLib.nope()
      </button>{' '}
      <output data-testid="react-sum-result">{result}</output>
    </p>
  );
}

function Platform() {
  const [name, setName] = useState('Ada');
  const [shown, setShown] = useState(true);
  const [component, setComponent] = useState<'demoLib.Hello' | 'demoLib.Clock'>('demoLib.Hello');
  const onComponentError = (e: SdkError) => record.componentErrors.push(`${e.code}:${e.component ?? ''}`);
  return (
    <>
      <Status />
      <Events />
      <p>
        <label>
          name <input data-testid="react-name" value={name} onChange={(e) => setName(e.target.value)} />
        </label>{' '}
        <button type="button" data-testid="react-toggle-component" onClick={() => setShown((s) => !s)}>
          {shown ? 'unmount' : 'mount'} the component
        </button>{' '}
        <button
          type="button"
          data-testid="react-swap-component"
          onClick={() => setComponent((c) => (c === 'demoLib.Hello' ? 'demoLib.Clock' : 'demoLib.Hello'))}
        >
          show {component === 'demoLib.Hello' ? 'demoLib.Clock' : 'demoLib.Hello'}
        </button>
      </p>
      {shown ? (
        <AtriumComponent
          name={component}
          props={{ name, at: 'noon' }}
          className="react-card"
          fallback={<span data-testid="react-hello-fallback">loading…</span>}
          onError={onComponentError}
        />
      ) : null}
      <AtriumComponent name="demoLib.Counter" props={{ label: 'clicks' }} />
      {query.has('broken') ? <AtriumComponent name="demoLib.Broken" onError={onComponentError} /> : null}
      {query.has('missing') ? <AtriumComponent name="demoLib.Missing" onError={onComponentError} /> : null}
      <Sum />
    </>
  );
}

/** The page's config: a new object on every render (the same values keep the same run). */
function demoConfig(tenant: string, api = origin) {
  return {
    apiDomain: api,
    staticDomain: api,
    oadomain: api,
    oatenantkey: tenant,
    authTokenApi: `${api}/external/atrium-token`,
    apps: ['@weapp/demo-lib'],
    monitor: false as const,
    stageTimeout: Number(query.get('stageTimeout') ?? 15_000),
  };
}

/** The second origin (port + 1): another deployment. */
const secondOrigin = `${location.protocol}//${location.hostname}:${Number(location.port) + 1}`;

/** A second provider: the same config (it shares the run) or another deployment's (refused). */
function SecondProvider({ kind, tenant }: { kind: 'same' | 'other'; tenant: string }) {
  return (
    <AtriumProvider
      config={kind === 'same' ? demoConfig(tenant) : demoConfig(tenant, secondOrigin)}
      fallback={<p data-testid="react-second-failed">The second provider could not start.</p>}
      onError={(e) => record.secondErrors.push(e.code)}
    >
      <SecondStatus />
    </AtriumProvider>
  );
}

function SecondStatus() {
  const { status } = useAtrium();
  return (
    <p>
      Second provider: <b data-testid="react-second-status">{status}</b>
    </p>
  );
}

function App() {
  const [mounted, setMounted] = useState(true);
  const [tenant, setTenant] = useState('demo');
  const [second, setSecond] = useState<'same' | 'other' | null>(null);
  return (
    <>
      <p>
        <button type="button" data-testid="react-toggle-provider" onClick={() => setMounted((m) => !m)}>
          {mounted ? 'unmount' : 'mount'} the provider
        </button>{' '}
        <button type="button" data-testid="react-change-config" onClick={() => setTenant((t) => `${t}+`)}>
          change the config
        </button>{' '}
        <button
          type="button"
          data-testid="react-second-same"
          onClick={() => setSecond((k) => (k ? null : 'same'))}
        >
          a second provider, same config
        </button>{' '}
        <button
          type="button"
          data-testid="react-second-other"
          onClick={() => setSecond((k) => (k ? null : 'other'))}
        >
          a second provider, another deployment
        </button>
      </p>
      {second ? <SecondProvider kind={second} tenant={tenant} /> : null}
      {mounted ? (
        // A new config object on every render: the same values keep the same run.
        <AtriumProvider
          config={demoConfig(tenant)}
          fallback={<p data-testid="react-init-failed">Atrium could not start.</p>}
          onError={(e) => record.initErrors.push(`${e.code}:${e.stage ?? ''}`)}
        >
          <Platform />
        </AtriumProvider>
      ) : (
        <p data-testid="react-provider-unmounted">The provider is unmounted.</p>
      )}
    </>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
