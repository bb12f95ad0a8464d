// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ahooksOrigins, iconOrigin, rewriteIndexImports } from '../../scripts/vite/direct-imports';

describe('antd-mobile icon imports, file by file', () => {
  it('turns named imports of the icon index into each icon’s own file, keeping local names', () => {
    const code = "import { MinusOutline, AddOutline as Plus } from 'antd-mobile-icons';\nconst x = 1;";
    expect(rewriteIndexImports(code, 'antd-mobile-icons', iconOrigin)).toBe(
      "import MinusOutline from 'antd-mobile-icons/es/MinusOutline.js';\nimport Plus from 'antd-mobile-icons/es/AddOutline.js';\nconst x = 1;",
    );
  });

  it('leaves other imports as they are', () => {
    const code = "import { useMemoizedFn } from 'ahooks';\nimport CloseOutline from 'antd-mobile-icons/es/CloseOutline';";
    expect(rewriteIndexImports(code, 'antd-mobile-icons', iconOrigin)).toBe(code);
  });
});

describe('ahooks imports, file by file', () => {
  const origins = ahooksOrigins(readFileSync('node_modules/ahooks/es/index.js', 'utf8'));
  const originOf = (name: string) => origins.get(name);

  it('knows where every name of ahooks’ index comes from, and each such file exists', () => {
    expect(origins.size).toBeGreaterThan(70);
    expect(origins.get('useCountDown')).toEqual({ module: 'ahooks/es/useCountDown/index.js', isDefault: true });
    expect(origins.get('createUpdateEffect')).toEqual({ module: 'ahooks/es/createUpdateEffect/index.js', isDefault: false });
    expect(origins.get('clearCache')).toEqual({ module: 'ahooks/es/useRequest/index.js', isDefault: false });
    for (const { module } of origins.values()) expect(() => readFileSync(`node_modules/${module}`)).not.toThrow();
  });

  it('turns antd’s imports of the index into each hook’s own file', () => {
    const code = "import { useIsomorphicLayoutEffect, useUnmountedRef as unmounted } from 'ahooks';";
    expect(rewriteIndexImports(code, 'ahooks', originOf)).toBe(
      "import useIsomorphicLayoutEffect from 'ahooks/es/useIsomorphicLayoutEffect/index.js';\nimport unmounted from 'ahooks/es/useUnmountedRef/index.js';",
    );
  });

  it('leaves a statement alone when the index does not say where one of its names comes from', () => {
    const code = "import { useMemoizedFn, somethingNew } from 'ahooks';";
    expect(rewriteIndexImports(code, 'ahooks', originOf)).toBe(code);
  });
});
