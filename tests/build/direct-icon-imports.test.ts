// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rewriteIconImports } from '../../scripts/vite/direct-icon-imports';

describe('antd-mobile icon imports, file by file', () => {
  it('turns named imports of the icon index into each icon’s own file, keeping local names', () => {
    const code = "import { MinusOutline, AddOutline as Plus } from 'antd-mobile-icons';\nconst x = 1;";
    expect(rewriteIconImports(code)).toBe(
      "import MinusOutline from 'antd-mobile-icons/es/MinusOutline.js';\nimport Plus from 'antd-mobile-icons/es/AddOutline.js';\nconst x = 1;",
    );
  });

  it('leaves other imports as they are', () => {
    const code = "import { useMemoizedFn } from 'ahooks';\nimport CloseOutline from 'antd-mobile-icons/es/CloseOutline';";
    expect(rewriteIconImports(code)).toBe(code);
  });
});
