// The whole module registry, entry by entry, as it stood before its rows were written compactly
// (registry-table.json): a change to the table's encoding must not change one route, dialog or
// browser type. Lookups by old module name and by browser type find the same entries.
import { expect, test } from '@playwright/test';
import { MODULE_KEYS, moduleEntry } from '../../../src/routing/registry';
import table from './registry-table.json' with { type: 'json' };

test('every registry entry is the recorded one, in the recorded order', () => {
  expect([...MODULE_KEYS]).toEqual(Object.keys(table));
  for (const [key, entry] of Object.entries(table)) expect(moduleEntry(key), key).toEqual(entry);
});

test('old module names and browser types find their entries', () => {
  for (const entry of Object.values(table) as Array<{
    module: string;
    oldModule?: string;
    browserTypes: string[];
  }>) {
    for (const alias of [entry.oldModule, ...entry.browserTypes]) {
      if (alias && !MODULE_KEYS.includes(alias)) expect(moduleEntry(alias)?.module, alias).toBe(entry.module);
    }
  }
  expect(moduleEntry('nope')).toBeUndefined();
  expect(moduleEntry('toString')).toBeUndefined();
});

test('entries are copies: changing one leaves the registry alone', () => {
  const entry = moduleEntry('task');
  if (!entry) throw new Error('no task entry');
  entry.dialogs.center = 'x';
  entry.pages.y = '/y';
  expect(moduleEntry('task')).toEqual((table as Record<string, unknown>).task);
});
