import { expect, test } from '@playwright/test';
import { installConsoleFilter, keepsConsole } from '../../../src/env/console-filter';
import { disposeAll } from '../../../src/env/disposers';
import { parseUrlFlags, readUrlFlags } from '../../../src/env/url-flags';

const OFF = {
  keepReactRender: false,
  hideH5Title: false,
  showConsole: false,
  keepVConsole: false,
  keepEbAgentKey: false,
};

test('parseUrlFlags recognises the five flags in the search and in a hash route', () => {
  expect(
    parseUrlFlags(
      'https://x.example/sp/page?wea_link_keep_react_render&wea_link_keep_hide_h5_title=1&keep_vconsole=true#/main?show_console=1&keep_ebAgentKey',
    ),
  ).toEqual({
    keepReactRender: true,
    hideH5Title: true,
    showConsole: true,
    keepVConsole: true,
    keepEbAgentKey: true,
  });
  expect(parseUrlFlags('/p?show_console=0&keep_vconsole=false&wea_link_keep_react_render=FALSE')).toEqual(
    OFF,
  );
  expect(parseUrlFlags('?show%5Fconsole=1').showConsole).toBe(true);
  expect(parseUrlFlags('?SHOW_CONSOLE=1').showConsole).toBe(false); // names are case-sensitive
  expect(parseUrlFlags('https://x.example/p#show_console').showConsole).toBe(false); // a hash without '?' is a route
});

test('parseUrlFlags: bad input gives all flags off', () => {
  for (const bad of ['', '?', '?%E0%A4%A=1', 'not a url', undefined, null, 7, {}]) {
    expect(parseUrlFlags(bad as string)).toEqual(OFF);
  }
  expect(readUrlFlags()).toEqual(OFF); // no location in Node
});

test('keepsConsole: show_console or run mode test/release', () => {
  expect(keepsConsole(true, undefined)).toBe(true);
  expect(keepsConsole(false, 'test')).toBe(true);
  expect(keepsConsole(false, 'RELEASE')).toBe(true);
  expect(keepsConsole(false, 'dev')).toBe(false);
  expect(keepsConsole(false, '')).toBe(false);
  expect(keepsConsole(false, 42 as never)).toBe(false);
});

test('installConsoleFilter silences log/info (not warn/error) and its uninstall restores them', () => {
  const { log, info, warn, error } = console;
  const off = installConsoleFilter({ runMode: 'dev', showConsole: false });
  try {
    expect(console.log).not.toBe(log);
    expect(console.info).not.toBe(info);
    expect(console.warn).toBe(warn);
    expect(console.error).toBe(error);
    expect(() => console.log('hidden')).not.toThrow();
  } finally {
    off();
  }
  expect(console.log).toBe(log);
  expect(console.info).toBe(info);
  off(); // twice is harmless
  expect(console.log).toBe(log);
});

test('installConsoleFilter keeps the console for show_console or test/release, and destroy() undoes it', () => {
  const { log } = console;
  installConsoleFilter({ showConsole: true, runMode: 'dev' })();
  expect(console.log).toBe(log);
  installConsoleFilter({ runMode: 'release' });
  expect(console.log).toBe(log);
  installConsoleFilter({ runMode: 'dev' });
  expect(console.log).not.toBe(log);
  disposeAll();
  expect(console.log).toBe(log);
});

test('installConsoleFilter leaves a console.log someone else replaced since', () => {
  const { log } = console;
  const off = installConsoleFilter({ runMode: 'dev' });
  const theirs = () => {};
  console.log = theirs;
  off();
  expect(console.log).toBe(theirs);
  console.log = log;
});
