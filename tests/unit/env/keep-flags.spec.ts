// docs/spec-coverage.md L37: keep_vconsole and keep_ebAgentKey are carried to the platform pages the SDK opens.
import { expect, test } from '@playwright/test';
import { withKeptFlags } from '../../../src/env/url-flags';

const PAGE = 'https://suite.example/sp/doc?keep_vconsole=1&keep_ebAgentKey=1&ebAgentKey=ak-7#/x';

test('same-origin and relative targets get the keep flags and the agent key; the hash stays last', () => {
  expect(withKeptFlags('/spa/document/index.jsp?id=5#/main/document/detail', PAGE)).toBe(
    'https://suite.example/spa/document/index.jsp?id=5&keep_vconsole=1&keep_ebAgentKey=1&ebAgentKey=ak-7#/main/document/detail',
  );
  expect(withKeptFlags('https://suite.example/a', PAGE)).toBe(
    'https://suite.example/a?keep_vconsole=1&keep_ebAgentKey=1&ebAgentKey=ak-7',
  );
});

test('other origins, pages without the flags, and values the target already has are left alone', () => {
  expect(withKeptFlags('https://other.example/a', PAGE)).toBe('https://other.example/a');
  expect(withKeptFlags('/a?b=1', 'https://suite.example/p?show_console=1')).toBe('/a?b=1');
  expect(withKeptFlags('/a?ebAgentKey=mine', 'https://suite.example/p?keep_ebAgentKey=1&ebAgentKey=ak')).toBe(
    'https://suite.example/a?ebAgentKey=mine&keep_ebAgentKey=1',
  );
  // keep_vconsole alone carries only itself; keep_ebAgentKey=0 is off.
  expect(withKeptFlags('/a', 'https://suite.example/p?keep_vconsole&keep_ebAgentKey=0&ebAgentKey=ak')).toBe(
    'https://suite.example/a?keep_vconsole=1',
  );
  expect(withKeptFlags('javascript:alert(1)', PAGE)).toBe('javascript:alert(1)');
});
