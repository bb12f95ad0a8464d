import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The translators' scripts as they are run: real processes, their output and exit codes.
const root = path.resolve(import.meta.dirname, '..');
let dir: string;

function run(script: string, ...args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [`scripts/${script}`, ...args], { cwd: root }, (error, out, err) => {
      resolve({ code: error ? Number(error.code) : 0, out, err });
    });
  });
}
const catalogue = (locale: string) => readFileSync(path.join(root, `locales/${locale}.json`), 'utf8');

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'acc-i18n-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run i18n:export', () => {
  it.each([
    ['crowdin', 'message'],
    ['transifex', 'string'],
  ])('writes the source strings and every language in the %s format', async (format, textKey) => {
    const out = path.join(dir, format);
    const { code, out: log } = await run('i18n-export.mjs', '--format', format, '--out', out);
    expect(code).toBe(0);
    expect(log).toMatch(/source\.json: \d+ source strings/);
    const source = JSON.parse(readFileSync(path.join(out, 'source.json'), 'utf8')) as Record<string, Record<string, string>>;
    expect(source['common.back']).toEqual({ [textKey]: 'Back' });
    const french = JSON.parse(readFileSync(path.join(out, 'fr.json'), 'utf8')) as Record<string, Record<string, string>>;
    expect(french['common.back']).toEqual({ [textKey]: 'Retour' });
  });

  it('refuses a format it does not know', async () => {
    const { code, err } = await run('i18n-export.mjs', '--format', 'xliff', '--out', path.join(dir, 'x'));
    expect(code).toBe(2);
    expect(err).toContain('--format is crowdin or transifex');
  });
});

describe('npm run i18n:import', () => {
  it('takes valid translations and rejects unknown ids, invalid ICU and renamed placeholders', async () => {
    const before = catalogue('fr');
    const file = path.join(dir, 'fr.json');
    writeFileSync(
      file,
      JSON.stringify({
        'common.back': { string: 'Revenir' },
        'common.cancel': { string: 'Annuler' },
        'qa.replay_step_of': { string: 'Étape {etape} sur {total}' },
        'qa.replay_next': { string: 'Étape {suivante' },
        'qa.no_such_text': { string: 'x' },
      }),
    );
    const { code, out, err } = await run('i18n-import.mjs', file, '--locale', 'fr', '--format', 'transifex', '--dry-run');
    expect(out).toContain('fr (');
    expect(out).toMatch(/1 new or changed, 1 unchanged, 3 rejected/);
    expect(err).toContain('qa.replay_step_of: placeholders {etape,total} differ from the source\'s {step,total}');
    expect(err).toContain('qa.replay_next: invalid ICU');
    expect(err).toContain('qa.no_such_text: not an id of the app');
    expect(out).toContain('dry run: no catalogue was written');
    expect(code).toBe(1);
    expect(catalogue('fr')).toBe(before);
  });

  it('writes French with the no-break space before its punctuation, typed plain by the translator', async () => {
    const file = path.join(dir, 'fr-plain.json');
    // The catalogue holds 'Supprimer cette adresse\u202f?': the same text, once typeset.
    writeFileSync(file, JSON.stringify({ 'addresses.delete_confirm': { string: 'Supprimer cette adresse ?' } }));
    const { code, out } = await run('i18n-import.mjs', file, '--locale', 'fr', '--format', 'transifex', '--dry-run');
    expect(out).toMatch(/0 new or changed, 1 unchanged, 0 rejected/);
    expect(code).toBe(0);
  });

  it('says plainly what is wrong with its arguments', async () => {
    expect((await run('i18n-import.mjs', path.join(dir, 'missing.json'), '--locale', 'fr')).err).toContain('no such file');
    writeFileSync(path.join(dir, 'x.json'), '{}');
    const wrongLocale = await run('i18n-import.mjs', path.join(dir, 'x.json'), '--locale', 'de');
    expect(wrongLocale.code).toBe(2);
    expect(wrongLocale.err).toContain('--locale is one of zh-CN, zh-TW, en, fr, es');
  });
});
