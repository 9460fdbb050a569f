import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { boundaryBreaks, featureOf, sourceFiles } from './import-boundaries';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('import boundaries', () => {
  test('the API imports nothing from the portal, the portal no API source, no portal feature another', () => {
    const files = sourceFiles(root, ['apps/api', 'apps/portal']);
    expect(files.filter((file) => featureOf(file.path) !== null).length).toBeGreaterThan(50);
    expect(files.filter((file) => file.path.startsWith('apps/api/src/')).length).toBeGreaterThan(50);
    expect(boundaryBreaks(files)).toEqual([]);
  });

  test('an import across a boundary is found in every form; packages, lib and the same feature are allowed', () => {
    const feature = [
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
      "import { demoUsers } from '../../../../../api/src/seed/users.ts';",
    ].join('\n');
    const api = [
      "import { chooseLocale } from '../../../../portal/src/lib/locale/locales.ts';",
      "import { locales } from '@mynacon/contract/locale';",
      "export * from '@mynacon/portal/config';",
      "import { Refusal } from '../refusal.ts';",
    ].join('\n');
    const portal = [
      "import { startServer } from '../../api/src/server.ts';",
      "import { startServer as start } from '@mynacon/api';",
      "import { seedDatabase } from '@mynacon/api/seed';",
      "import { routes } from '../src/features/orders/routes';",
    ].join('\n');
    const found = boundaryBreaks([
      { path: 'apps/portal/src/features/orders/components/OrdersPage.tsx', source: feature },
      { path: 'apps/api/src/http/portal/locale.ts', source: api },
      { path: 'apps/portal/scripts/serve.ts', source: portal },
    ]);
    expect(found.map((entry) => [entry.rule, entry.specifier])).toEqual([
      ['feature -> feature', '../../inbox/components/InboxPage'],
      ['feature -> feature', '../../auth/messages/en-GB.json'],
      ['feature -> feature', '../../account'],
      ['feature -> feature', '../../surveys/routes'],
      ['feature -> feature', '../../home/side-effect'],
      ['portal -> api source', '../../../../../api/src/seed/users.ts'],
      ['api -> portal', '../../../../portal/src/lib/locale/locales.ts'],
      ['api -> portal', '@mynacon/portal/config'],
      ['portal -> api source', '../../api/src/server.ts'],
    ]);
  });

  test('files outside the features may import any feature (the app wires them)', () => {
    const source = "import { Component } from '../features/orders/routes';";
    expect(boundaryBreaks([{ path: 'apps/portal/src/app/routes.tsx', source }])).toEqual([]);
    expect(featureOf('apps/portal/src/features/auth/external/lib/flow.ts')).toBe('auth');
    expect(featureOf('apps/portal/src/lib/data/store.ts')).toBeNull();
  });
});
