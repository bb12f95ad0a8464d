// `npm run replay -- recording.json [--expect state.json] [--until N] [--steps] [--write-state out.json] [--allow-edited]`
// Folds a QA recording through the app's real reducers in Node and prints the final state.
// Exit codes: 0 replayed (and matched), 1 the final state differs (from --expect, or from the state
// the recording holds from export), 2 the file or the options cannot be used.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseRecording, RecordingError } from '../src/features/qa/parse-recording';
import { foldRecording } from '../src/features/qa/replay-fold';
import { diffStates, formatDifference } from '../src/features/qa/state-diff';
import { describeRecording, describeState, describeSteps, makeTextFormatter } from './replay-report';

const USAGE = `usage: npm run replay -- <recording.json> [options]

  --until N            stop after step N (0 is the start state)
  --expect FILE        compare the final state with FILE, a state or part of one (only the keys it
                       names are checked); a difference exits 1 with a readable diff
  --write-state FILE   write the final state as JSON (a starting point for --expect)
  --steps              list the steps replayed
  --allow-edited       replay a file whose checksum does not match (edited by hand)
  --help               this text`;

class UsageError extends Error {}
/** A file named on the command line that cannot be read: said plainly, without the usage text. */
class FileError extends Error {}

/** For the error message when the file is refused. */
let recordingName = 'the recording';

function readText(file: string, what: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new FileError(`cannot read the ${what} ${file}: ${code === 'ENOENT' ? 'no such file' : (error as Error).message}`);
  }
}

function main(argv: string[]): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      until: { type: 'string' },
      expect: { type: 'string' },
      'write-state': { type: 'string' },
      steps: { type: 'boolean', default: false },
      'allow-edited': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (positionals.length !== 1) throw new UsageError(positionals.length ? 'give one recording file' : 'no recording file given');
  const file = positionals[0];
  recordingName = file;

  const { recording, notes } = parseRecording(readText(file, 'recording'), { allowEdited: values['allow-edited'] });
  let until = recording.steps.length;
  if (values.until !== undefined) {
    until = Number(values.until);
    if (!Number.isInteger(until) || until < 0) throw new UsageError(`--until takes a step number, not "${values.until}"`);
    if (until > recording.steps.length) {
      throw new UsageError(`--until ${until}: the recording has ${recording.steps.length} steps`);
    }
  }
  let expected: unknown;
  if (values.expect !== undefined) {
    try {
      expected = JSON.parse(readText(values.expect, 'expected state'));
    } catch (error) {
      if (error instanceof FileError) throw error;
      throw new FileError(`the expected state ${values.expect} is not valid JSON (${(error as Error).message})`);
    }
  }

  const started = performance.now();
  const { state, applied, failure } = foldRecording(recording, until, notes);
  const elapsed = performance.now() - started;
  const final = JSON.parse(JSON.stringify(state)) as unknown;

  const english = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../locales/en.json'), 'utf8')) as Record<string, string>;
  const out = [...describeRecording(path.basename(file), recording)];
  notes.forEach((n) => out.push(`note: ${n}`));
  if (values.steps) out.push('', ...describeSteps(recording, applied));
  out.push('', `Replayed ${applied} of ${recording.steps.length} steps in ${elapsed.toFixed(1)} ms`, '');
  out.push(...describeState(state, makeTextFormatter(english)));
  console.log(out.join('\n'));

  if (values['write-state'] !== undefined) {
    writeFileSync(values['write-state'], `${JSON.stringify(final, null, 2)}\n`);
    console.log(`\nwrote the final state to ${values['write-state']}`);
  }
  if (failure) {
    console.error(`\n✗ step ${failure.step} (${failure.type}) could not be replayed: ${failure.message}`);
    return 2;
  }

  let status = 0;
  const report = (label: string, expectedState: unknown, subset: boolean) => {
    const differences = diffStates(expectedState, final, { subset, limit: 50 });
    if (!differences.length) {
      console.log(`✓ matches ${label}`);
      return;
    }
    status = 1;
    const count = `${differences.length}${differences.length === 50 ? ' or more' : ''}`;
    console.error(`✗ differs from ${label} (${count} ${differences.length === 1 ? 'difference' : 'differences'}):`);
    differences.forEach((d) => console.error(`    ${formatDifference(d)}`));
  };
  console.log('');
  if (until === recording.steps.length && recording.endState) report('the state recorded at export', recording.endState, false);
  else if (until < recording.steps.length) console.log(`(stopped at step ${until}: not compared with the state recorded at export)`);
  if (expected !== undefined) report(path.basename(values.expect ?? ''), expected, true);
  return status;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  if (error instanceof RecordingError) {
    console.error(`replay: cannot replay ${recordingName}: ${error.message}`);
  } else if (error instanceof FileError) {
    console.error(`replay: ${error.message}`);
  } else if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error(`replay: ${(error as Error).message}\n\n${USAGE}`);
  } else {
    // Not the file's fault: a bug here. The message, and the stack only when asked for.
    console.error(`replay: unexpected error: ${(error as Error).message}`);
    if (process.env.DEBUG) console.error((error as Error).stack);
  }
  process.exitCode = 2;
}
