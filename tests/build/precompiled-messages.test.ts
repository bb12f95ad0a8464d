// @vitest-environment node
import { runInThisContext } from 'node:vm';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { catalogueModule } from '../../scripts/vite/precompiled-messages';

/** The module's default export, as the browser would get it: the exported expression, run. */
function exported(moduleCode: string): unknown {
  return runInThisContext(moduleCode.replace(/^export default /, ''));
}

describe('catalogues built as ASTs', () => {
  it('exports each message’s AST read from one string, whatever characters the text holds', () => {
    const messages = {
      'cart.count': '{count, plural, one {# line} other {# lines}}',
      'goods.quote': 'Say "hello" to `backticks`, ${dollar} braces\u2019 and a back\\slash',
      'home.welcome': '欢迎, {name}',
    };
    const code = catalogueModule(JSON.stringify(messages), 'fr');

    expect(code).toMatch(/^export default JSON\.parse\(/);
    expect(exported(code)).toEqual(Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text, { locale: new Intl.Locale('fr') })])));
  });
});
