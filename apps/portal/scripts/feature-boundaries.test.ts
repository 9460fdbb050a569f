import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { crossFeatureImports, featureFiles, featureOf } from './feature-boundaries.ts';

const srcDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');

describe('feature boundaries', () => {
  test('no feature of the portal imports another', () => {
    const files = featureFiles(srcDir);
    expect(files.length).toBeGreaterThan(50);
    expect(crossFeatureImports(files)).toEqual([]);
  });

  test('an import into another feature is found in every form; lib, packages and the same feature are allowed', () => {
    const source = [
      "import { InboxPage } from '../../inbox/components/InboxPage';",
      "import type messages from '../../auth/messages/en-GB.json';",
      "export { thing } from '../../account';",
      "const lazy = () => import('../../orders/routes');",
      "const other = () => import('../../surveys/routes');",
      "import '../../home/side-effect';",
      "import { useData } from '../../../lib/data/useData';",
      "import { GameCodes } from './GameCodes';",
      "import { ordersPerPage } from '../lib/order-view';",
      "import { Button } from '@mynacon/ui';",
    ].join('\n');
    const found = crossFeatureImports([{ path: 'features/orders/components/OrdersPage.tsx', source }]);
    expect(found.map((entry) => [entry.to, entry.specifier])).toEqual([
      ['inbox', '../../inbox/components/InboxPage'],
      ['auth', '../../auth/messages/en-GB.json'],
      ['account', '../../account'],
      ['surveys', '../../surveys/routes'],
      ['home', '../../home/side-effect'],
    ]);
    expect(found.every((entry) => entry.from === 'orders' && entry.file.endsWith('OrdersPage.tsx'))).toBe(true);
  });

  test('files outside the features may import any feature (the app wires them)', () => {
    const source = "import { Component } from '../features/orders/routes';";
    expect(crossFeatureImports([{ path: 'app/routes.tsx', source }])).toEqual([]);
    expect(featureOf('features/auth/external/lib/flow.ts')).toBe('auth');
    expect(featureOf('lib/data/store.ts')).toBeNull();
  });
});
