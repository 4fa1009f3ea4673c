import { expect, test } from '@playwright/test';
import { faviconFor, fontSizeValue, isGreyStatus, themeVariables } from '../../../src/theme';

test('theme fields map to the six CSS variables', () => {
  expect(
    themeVariables({
      primaryColor: '#111',
      primaryHoverColor: '#222',
      primaryFocusColor: '#333',
      bubbleColor: '#444',
      fontColor: '#555',
      fontSize: 'big',
    }),
  ).toEqual({
    '--atrium-primary': '#111',
    '--atrium-primary-hover': '#222',
    '--atrium-primary-focus': '#333',
    '--atrium-bubble': '#444',
    '--atrium-font-color': '#555',
    '--atrium-font-size': '16px',
  });
  expect(themeVariables({ primaryColor: '' })).toEqual({});
  // a value cannot break out of its declaration
  expect(themeVariables({ primaryColor: 'red; } body { display:none' })).toEqual({});
});

test('font sizes: small 12, medium 14, big 16 px', () => {
  expect(['small', 'medium', 'big'].map(fontSizeValue)).toEqual(['12px', '14px', '16px']);
  expect(fontSizeValue('15')).toBe('15px');
  expect(fontSizeValue('1.1rem')).toBe('1.1rem');
});

test('favicon: tenant logo, else the private-deployment icon, else none', () => {
  expect(faviconFor({ tenantLogo: { faviconUrl: '/t.ico' }, privateDeployment: true }, 'https://s')).toBe(
    '/t.ico',
  );
  expect(faviconFor({ tenantLogo: {}, privateDeployment: true }, 'https://s')).toBe(
    'https://s/build/favicon/private.ico',
  );
  expect(faviconFor({ tenantLogo: {}, privateDeployment: false }, 'https://s')).toBe('');
});

test('grey status values', () => {
  expect([true, 1, '1', 'true'].map(isGreyStatus)).toEqual([true, true, true, true]);
  expect([false, 0, '0', undefined, 'yes'].map(isGreyStatus)).toEqual([false, false, false, false, false]);
});
