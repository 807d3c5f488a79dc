import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { aliases } from './aliases.ts';
import {
  createMantineResolver,
  loadedMantineStylesheets,
  misorderedMantineStylesheets,
  neededMantineStylesheets,
} from './mantine-stylesheets.ts';

// A path from the module's URL string: under happy-dom, URL objects are not Node's.
const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const resolve = createMantineResolver(srcDir, aliases);
const sheets = (needs: Array<{ sheet: string }>) => needs.map((need) => need.sheet);

describe('Mantine stylesheets of the app', () => {
  it('loads the stylesheet of every Mantine component the app uses, and of the parts it is built from', () => {
    const loaded = new Set(loadedMantineStylesheets(srcDir));
    const missing = neededMantineStylesheets(srcDir, resolve)
      .filter((need) => !loaded.has(need.sheet))
      .map((need) => `${need.sheet}, needed by ${need.neededBy.join(', ')}`);
    expect(missing, 'add these to src/app/styles.ts').toEqual([]);
  });

  it('loads the sheets of the parts before the components built from them', () => {
    expect(misorderedMantineStylesheets(loadedMantineStylesheets(srcDir), resolve)).toEqual([]);
  });
});

describe('neededMantineStylesheets', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mantine-sheets-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const needsOf = (name: string, code: string) => {
    const src = path.join(dir, name);
    mkdirSync(path.join(src, 'feature'), { recursive: true });
    writeFileSync(path.join(src, 'feature', 'screen.tsx'), code);
    return neededMantineStylesheets(src, resolve);
  };

  it('finds a component by its own sheet, and the sheets of the components it is made of', () => {
    const needs = sheets(needsOf('radio', "import { Radio, Select, Text } from '@mantine/core';\n"));
    expect(needs).toEqual(
      expect.arrayContaining([
        '@mantine/core/styles/baseline.css',
        '@mantine/core/styles/global.css',
        '@mantine/core/styles/Radio.css',
        '@mantine/core/styles/InlineInput.css',
        '@mantine/core/styles/Text.css',
        // Select has no sheet of its own: it is an input with a combobox in a popover.
        '@mantine/core/styles/Input.css',
        '@mantine/core/styles/Combobox.css',
        '@mantine/core/styles/Popover.css',
      ]),
    );
    expect(needs).not.toContain('@mantine/core/styles/Select.css');
    expect(needs).not.toContain('@mantine/core/styles/Progress.css');
  });

  it('names the imports that need each sheet', () => {
    const needs = needsOf('named', "import { Progress as Bar } from '@mantine/core';\n");
    expect(needs.find((need) => need.sheet === '@mantine/core/styles/Progress.css')?.neededBy).toEqual([
      `Progress (${path.join('feature', 'screen.tsx')})`,
    ]);
  });

  it('needs nothing for types, hooks and theme helpers', () => {
    const code = [
      "import type { MantineTheme } from '@mantine/core';",
      "import { type MantineColor, createTheme, useMantineColorScheme } from '@mantine/core';",
      "import { useDisclosure } from '@mantine/hooks';",
    ].join('\n');
    expect(sheets(needsOf('types', code)).filter((sheet) => /[A-Z]\w*\.css$/.test(sheet))).toEqual([]);
  });

  it('follows other Mantine packages, their dynamic imports and the aliases of the build', () => {
    const code = "const stack = () => import('@mantine/notifications/container');\n";
    expect(sheets(needsOf('notifications', code))).toEqual(
      expect.arrayContaining(['@mantine/notifications/styles.css', '@mantine/core/styles/Notification.css']),
    );
  });
});

describe('misorderedMantineStylesheets', () => {
  it('names a component sheet loaded before the sheet of a part it is built from', () => {
    expect(
      misorderedMantineStylesheets(
        ['@mantine/core/styles/Button.css', '@mantine/core/styles/UnstyledButton.css'],
        resolve,
      ),
    ).toEqual(['@mantine/core/styles/UnstyledButton.css must come before @mantine/core/styles/Button.css']);
  });
});
