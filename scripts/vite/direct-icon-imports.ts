import type { Plugin } from 'vite';

/**
 * antd-mobile's components import their icons from antd-mobile-icons' index (`import { CloseOutline }
 * from 'antd-mobile-icons'`), which re-exports all 151 icons. Tree-shaking keeps only the icons some
 * page uses, but the first-screen chunks (first-screen-chunks.ts) follow static imports before
 * tree-shaking: through that index, every icon any page of the shop draws was reachable from home,
 * so `fs-home` carried 51 icons of which home draws a handful (the user page's order shortcuts, the
 * pay page's methods…). Issue 12: 123 KB of home's first-screen chunk before minifying.
 *
 * So each named import of that index becomes the icon's own file, as this project's code writes it
 * (`antd-mobile-icons/es/CloseOutline`): what a first-screen chunk holds is then what its page imports.
 */
const FROM_INDEX = /import\s*\{([^}]*)\}\s*from\s*['"]antd-mobile-icons['"];?/g;

export function rewriteIconImports(code: string): string {
  return code.replace(FROM_INDEX, (_, names: string) =>
    names
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
      .map((name) => {
        const [icon, local = icon] = name.split(/\s+as\s+/).map((part) => part.trim());
        return `import ${local} from 'antd-mobile-icons/es/${icon}.js';`;
      })
      .join('\n'),
  );
}

export function directIconImports(): Plugin {
  return {
    name: 'acc:direct-icon-imports',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]antd-mobile[\\/]es[\\/]/, code: 'antd-mobile-icons' },
      handler(code) {
        const rewritten = rewriteIconImports(code);
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
  };
}
