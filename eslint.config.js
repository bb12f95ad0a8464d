// ESLint flat config: typescript-eslint's strict set, react-hooks, jsx-a11y, formatjs, and the
// layer rules of README.md, "How the code is laid out" (imports flow upward only, no cycles).
//
// typescript-eslint's type-aware rules (the rest of its strictTypeChecked set) run in oxlint
// (`.oxlintrc.json`, `oxlint --type-aware`) on TypeScript 7's checker, not here: the same rules
// and options in about 13 CPU-s where they took about 105 here (issue 14). So this config asks
// for no type information, and a disable comment for one of those rules is an `oxlint-disable` one.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const layers = [
  // lib sits at the bottom: it imports none of the layers above.
  { target: './src/lib', from: ['./src/state', './src/api', './src/features', './src/app', './src/components', './src/i18n'] },
  // components and i18n sit just above lib. They may read the store through the state layer's
  // hooks and selectors (the real layering, recorded here): the tab bar's counts, the intl
  // provider's language, the form hooks' in-flight marks, the upload widget's token and
  // use-copy's toast read the slices; never the API or a feature.
  { target: './src/components', from: ['./src/api', './src/features', './src/app'] },
  { target: './src/i18n', from: ['./src/api', './src/features', './src/app'] },
  { target: './src/state', from: ['./src/api', './src/features', './src/app'] },
  { target: './src/api', from: ['./src/features', './src/app'] },
  { target: './src/features', from: ['./src/app'] },
  // The demo backend stands beside the app: the API's public types and lib, never the app's internals.
  { target: './mocks', from: ['./src/app', './src/features', './src/state'] },
  // The shop's service worker is a program of its own: constants from lib, the demo from mocks.
  { target: './src/service-worker', from: ['./src/state', './src/api', './src/features', './src/app', './src/components', './src/i18n'] },
  // One zone per feature (bulletproof-react's rule): a feature imports no other feature; what two
  // features share moves down into components, lib or api (architecture: "Imports flow upward only").
  ...readdirSync(path.join(import.meta.dirname, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./src/features/${name}`,
      from: './src/features',
      except: [`./${name}`],
      message: 'A feature imports no other feature: move what they share into components, lib or api.',
    })),
];

/**
 * File names are kebab-case (style guide), with dotted kinds after the name: `cart-page.tsx`,
 * `cart-page.module.css`, `cart-page.test.tsx`, `shopping-journey.e2e.test.ts`.
 */
const kebabCaseFileNames = {
  meta: { type: 'suggestion', schema: [], messages: { name: 'File name "{{name}}" is not kebab-case (e.g. cart-page.tsx, use-cart-line.ts).' } },
  create(context) {
    return {
      Program(node) {
        const name = path.basename(context.filename);
        if (!/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/u.test(name)) context.report({ node, messageId: 'name', data: { name } });
      },
    };
  },
};

/**
 * antd-mobile's components the shop wraps, each in one file of src/components that lint lets import
 * antd's own: what antd's lacks, and what to use instead. The Button drops its label while
 * `loading` (only dots, no accessible name); the rest take no key or no Tab stop.
 */
const wrappedAntd = [
  ['button', 'Button from @/components/button', 'it keeps its label (and accessible name) while loading'],
  ['selector', 'Selector from @/components/selector', 'its options work from a keyboard'],
  ['switch', 'Switch from @/components/switch', 'it works from a keyboard'],
  ['slider', 'Slider from @/components/slider', 'its thumb is a Tab stop the arrow keys move'],
  ['image-viewer', 'PictureViewer from @/components/picture-viewer', 'the arrow keys and its buttons turn it'],
].map(([component, use, why]) => ({ name: `antd-mobile/es/components/${component}`, message: `Use ${use}: ${why}.` }));
const wrappers = ['button', 'selector', 'switch', 'slider', 'picture-viewer'].map((file) => `src/components/${file}.tsx`);

// antd-mobile's Radio.Group leaves its radios without a shared name (src/components/radio-group.tsx).
const radioGroupRule = {
  selector: "JSXMemberExpression[object.name='Radio'][property.name='Group']",
  message: 'Use RadioGroup from @/components/radio-group: its radios are one group (one Tab stop, arrow keys).',
};

/**
 * One message style (issue 14). The extractor and `formatjs/enforce-message-types` see
 * `defineMessages` calls by name, so it is imported under its own name, called bare (no wrapper
 * that widens or narrows the generated contract), and never cast.
 */
const messageStyle = [
  {
    selector: "ImportSpecifier[imported.name=/^defineMessages?$/][local.name!=/^defineMessages?$/]",
    message: 'Import defineMessages under its own name: the extractor and the message-type rule look for it.',
  },
  {
    selector: "CallExpression > CallExpression.arguments[callee.name='defineMessages']",
    message: 'Call defineMessages bare: `export const messages = defineMessages({ … })`; eslint --fix writes the values it takes.',
  },
  {
    // `satisfies Record<Status, unknown>` (every state has a label) keeps the catalogue's type; `as` would erase it.
    selector: "TSAsExpression > CallExpression.expression[callee.name='defineMessages']",
    message: 'Do not cast a defineMessages catalogue: its generated generic is what types the values.',
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-perf/**', 'coverage/**', 'public/**', 'node_modules/**', 'test-results/**', 'locales/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.browser },
    },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, formatjs, 'import-x': importX, 'acc-plus': { rules: { 'kebab-case-file-names': kebabCaseFileNames } } },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      // French texts hold no-break spaces before their punctuation (scripts/french-spacing.mjs),
      // in template literals as in strings; whitespace in code is still refused.
      'no-irregular-whitespace': ['error', { skipTemplates: true }],
      // RTK Query's own idiom for argument-less endpoints is `build.query<Result, void>`.
      '@typescript-eslint/no-invalid-void-type': ['error', { allowInGenericTypeArguments: true }],
      'formatjs/enforce-id': ['error', { idInterpolationPattern: '[sha512:contenthash:base64:6]' }],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/no-literal-string-in-jsx': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
      'formatjs/enforce-placeholders': 'error',
      // One message style (issue 14): `defineMessages` beside the component, explicit id and
      // defaultMessage; the values a message takes are the generic this rule writes from the ICU
      // text (`eslint --fix`) and keeps in step with it. A catalogue without placeholders has none.
      'formatjs/enforce-message-types': ['error', { generateTypes: true }],
      'import-x/no-cycle': ['error', { maxDepth: 8 }],
      'import-x/no-restricted-paths': ['error', { zones: layers }],
      'acc-plus/kebab-case-file-names': 'error',
      // antd's dialogs have no accessible name of their own: src/components/dialogs.ts names them.
      'no-restricted-properties': [
        'error',
        { object: 'Dialog', property: 'confirm', message: 'Use confirmDialog from @/components/dialogs (it names the dialog).' },
        { object: 'Dialog', property: 'alert', message: 'Use alertDialog from @/components/dialogs (it names the dialog).' },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'antd-mobile', message: 'Import per component: antd-mobile/es/components/<name>.' },
            ...wrappedAntd,
            { name: 'react-redux', importNames: ['useSelector', 'useDispatch'], message: 'Use useAppSelector / useAppDispatch from @/state/hooks.' },
            // These antd icons draw a yen sign; the shop's money is in its configured currency (USD in the demo).
            ...['PayCircleOutline', 'BillOutline', 'ReceiptOutline', 'ReceivePaymentOutline', 'HandPayCircleOutline'].map((icon) => ({
              name: `antd-mobile-icons/es/${icon}`,
              message: 'This icon draws a ¥ sign; pick a currency-neutral one (CollectMoneyOutline, BankcardOutline, FileOutline…).',
            })),
          ],
        },
      ],
    },
  },
  {
    // Message ids are explicit (namespace.snake_case); the hash pattern above only applies when an id is absent.
    files: ['**/*.{ts,tsx}'],
    rules: { 'formatjs/enforce-id': ['error', { idInterpolationPattern: '[sha512:contenthash:base64:6]', idWhitelist: ['^[a-z][a-z0-9_]*(\\.[a-z0-9_]+)+$'] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...messageStyle, radioGroupRule] },
  },
  {
    // Issue 13: every amount and percentage goes through src/lib/money.ts (one currency sign, one
    // minus sign, the language's decimal and percent conventions), never an Intl format of its own.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/money.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...messageStyle,
        radioGroupRule,
        {
          selector: "Property[key.name='style'][value.value=/^(currency|percent)$/]",
          message: 'Write money and percentages with formatMoney / formatDeduction / formatPercent (src/lib/money.ts).',
        },
        {
          selector: "JSXOpeningElement[name.name='FormattedNumber'] > JSXAttribute[name.name='style'][value.value=/^(currency|percent)$/]",
          message: 'Write money and percentages with formatMoney / formatDeduction / formatPercent (src/lib/money.ts).',
        },
      ],
    },
  },
  {
    // The one place each of antd's wrapped components (wrappedAntd above) is imported.
    files: wrappers,
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The typed hooks are made here from the untyped ones.
    files: ['src/state/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'mocks/**', 'scripts/**'],
    // Tests and the demo backend render fixture text and use non-null assertions on known data.
    rules: { 'formatjs/no-literal-string-in-jsx': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['scripts/**', '*.config.{js,ts}', 'tests/e2e/**'],
    languageOptions: { globals: { ...globals.node } },
  },
);
