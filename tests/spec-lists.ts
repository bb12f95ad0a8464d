import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The spec's lists, vendored in docs/spec/ (the repository stands alone: nothing outside it is read). */
const SPEC_DIR = path.resolve(import.meta.dirname, '../docs/spec');

function specLines(file: string): string[] {
  return readFileSync(path.join(SPEC_DIR, file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('/'));
}

/** Every page route of spec section 2 (docs/spec/routes.txt). */
export const specRoutes: readonly string[] = specLines('routes.txt');

/** Every product call of spec section 7 (docs/spec/endpoints.txt). */
export const specEndpoints: readonly string[] = specLines('endpoints.txt');
