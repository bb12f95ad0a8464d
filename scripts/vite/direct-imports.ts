import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * antd-mobile's components import their icons and hooks from two packages' index files
 * (`import { CloseOutline } from 'antd-mobile-icons'`, `import { useMemoizedFn } from 'ahooks'`),
 * each of which re-exports the whole package. Tree-shaking keeps only what some page uses, but the
 * first-screen chunks (first-screen-chunks.ts) follow static imports before tree-shaking: through
 * those indexes, every icon any page of the shop draws, and every one of ahooks' 70-odd hooks with
 * the CommonJS libraries they import, was reachable from home, and so went into `fs-home`. Issue
 * 12: 51 icons of which home draws a handful (123 KB before minifying), and dayjs (7 KB), which
 * only ahooks' useCountDown imports and nothing on home uses; CommonJS is kept wherever it lands.
 *
 * So each named import of those indexes becomes an import of the file that defines it, as this
 * project's own code writes them (`antd-mobile-icons/es/CloseOutline`): what a first-screen chunk
 * holds is then what its page imports.
 */

/** Where a name an index exports is defined: the module, and whether it is that module's default. */
export interface Origin {
  module: string;
  isDefault: boolean;
}

/** `import { a, b as c } from '<pkg>'`, as antd-mobile's compiled files write it. */
const importsFrom = (pkg: string) => new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${pkg}['"];?`, 'g');

/** Rewrites the named imports of `pkg`'s index as imports of each name's own module (`originOf`). */
export function rewriteIndexImports(code: string, pkg: string, originOf: (name: string) => Origin | undefined): string {
  return code.replace(importsFrom(pkg), (statement, names: string) => {
    const specifiers = names
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
      .map((name) => {
        const [imported = '', local = imported] = name.split(/\s+as\s+/).map((part) => part.trim());
        return { imported, local, origin: originOf(imported) };
      });
    // A name the index does not say where it comes from: the statement stays as it was.
    if (specifiers.some(({ origin }) => !origin)) return statement;
    return specifiers
      .map(({ imported, local, origin }) =>
        origin?.isDefault ? `import ${local} from '${origin.module}';` : `import { ${imported} as ${local} } from '${origin?.module ?? ''}';`,
      )
      .join('\n');
  });
}

/** Each icon is the default export of a file of its name. */
export const iconOrigin = (name: string): Origin => ({ module: `antd-mobile-icons/es/${name}.js`, isDefault: true });

/**
 * Where ahooks' index (`ahooks/es/index.js`) takes each name from, read from its import lines:
 * `import useSize from './useSize';` (a default), `import { createUpdateEffect } from './createUpdateEffect';`
 * and `import useRequest, { clearCache } from './useRequest';` (both).
 */
export function ahooksOrigins(indexSource: string): Map<string, Origin> {
  const origins = new Map<string, Origin>();
  for (const match of indexSource.matchAll(/^import\s+(\w+)?\s*,?\s*(?:\{([^}]*)\})?\s*from\s+'\.\/([\w/-]+)';$/gm)) {
    // A group that did not take part is undefined (`at` says so; the match's index type does not).
    const [defaultName, namedList, from] = [match.at(1), match.at(2), match.at(3)];
    const module = `ahooks/es/${from ?? ''}/index.js`;
    if (defaultName) origins.set(defaultName, { module, isDefault: true });
    for (const name of namedList?.split(',').map((n) => n.trim()).filter(Boolean) ?? []) origins.set(name, { module, isDefault: false });
  }
  return origins;
}

export function directImports(): Plugin {
  let hooks: Map<string, Origin> | undefined;
  const hookOrigins = () => {
    if (hooks) return hooks;
    hooks = ahooksOrigins(readFileSync(createRequire(import.meta.url).resolve('ahooks/es/index.js'), 'utf8'));
    return hooks;
  };
  return {
    name: 'acc:direct-imports',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]antd-mobile[\\/]es[\\/]/, code: /antd-mobile-icons|ahooks/ },
      handler(code) {
        const origins = hookOrigins();
        const rewritten = rewriteIndexImports(rewriteIndexImports(code, 'antd-mobile-icons', iconOrigin), 'ahooks', (name) => origins.get(name));
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
  };
}
