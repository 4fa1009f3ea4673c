#!/usr/bin/env node
// `npx atrium-demo-host [--port N] [--host H]`: the demo host as the package ships it
// (dist/demo-host/cli.js, built by demo-host/build.mjs), so a QA team runs the reference platform
// server from node_modules without a clone (docs/testing.md#set-up). The second origin is port + 1.
import { banner, startDemoHost } from './server';

const USAGE = 'usage: atrium-demo-host [--port N] [--host 127.0.0.1]   (port 0 picks free ports)';

/** `--port N`, `--port=N`, `--host H`; the port defaults to DEMO_PORT, then 4300. */
export function parseArgs(argv: string[]): { port: number; host: string } | { error: string } {
  let port = Number(process.env.DEMO_PORT || 4300);
  let host = '127.0.0.1';
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = (argv[i] ?? '').split('=', 2) as [string, string | undefined];
    const value = inline ?? argv[++i];
    if (flag === '--port') {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0 || n > 65534)
        return { error: `--port needs a port number, got ${value}` };
      port = n;
    } else if (flag === '--host' && value) host = value;
    else return { error: flag === '--help' || flag === '-h' ? '' : `unknown argument ${flag}` };
  }
  return { port, host };
}

const args = parseArgs(process.argv.slice(2));
if ('error' in args) {
  if (args.error) console.error(args.error);
  console.log(USAGE);
  process.exit(args.error ? 2 : 0);
}
const demo = await startDemoHost(args.port, args.host).catch((error: unknown) => {
  console.error(`atrium-demo-host: cannot listen on ${args.host}:${args.port}: ${String(error)}`);
  process.exit(1);
});
console.log(banner(demo));
const stop = () => demo.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
