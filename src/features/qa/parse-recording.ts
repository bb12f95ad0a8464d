import {
  checksumOf,
  RECORDING_FORMAT,
  RECORDING_FORMAT_VERSION,
  type JsonObject,
  type RecordedStep,
  type Recording,
} from './recording-format';

/** A recording that cannot be used, with a message meant for a person (no stack trace needed). */
export class RecordingError extends Error {
  override name = 'RecordingError';
  /** `edited`: only the checksum is wrong, so the file can still be replayed on request. */
  constructor(
    message: string,
    readonly kind: 'invalid' | 'version' | 'edited' = 'invalid',
  ) {
    super(message);
  }
}

/** Raw file object of format N → format N + 1. */
export type RecordingMigrations = Partial<Record<number, (file: Record<string, unknown>) => Record<string, unknown>>>;
export const RECORDING_MIGRATIONS: RecordingMigrations = {
  // Format 2 only adds the reload marker step; a format 1 file has none, so its steps stand as they are.
  1: (file) => ({ ...file, header: { ...(file.header as Record<string, unknown>), formatVersion: 2 } }),
};

export interface ParseOptions {
  /** Replay a file whose checksum does not match (a hand-trimmed recording), with a note. */
  allowEdited?: boolean;
  migrations?: RecordingMigrations;
  currentVersion?: number;
}

export interface ParsedRecording {
  recording: Recording;
  /** Things a person should know (migrated, edited, unknown keys), in plain words. */
  notes: string[];
}

export const LIMITS = { maxChars: 64 * 1024 * 1024, maxSteps: 200_000, maxDepth: 64, maxTypeLength: 200 } as const;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads a recording file's text: format, version (migrated or refused), checksum and every field. */
export function parseRecording(text: string, options: ParseOptions = {}): ParsedRecording {
  const { allowEdited = false, migrations = RECORDING_MIGRATIONS, currentVersion = RECORDING_FORMAT_VERSION } = options;
  if (text.length > LIMITS.maxChars) throw new RecordingError(`the file is larger than ${LIMITS.maxChars / 1024 / 1024} MB`);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new RecordingError(`the file is not valid JSON (${(error as Error).message})`);
  }
  if (!isObject(raw) || !isObject(raw.header)) throw new RecordingError('the file is not a QA recording: it has no header');
  if (raw.header.format !== RECORDING_FORMAT) {
    throw new RecordingError(`the file is not a QA recording of this app (format ${JSON.stringify(raw.header.format ?? null)})`);
  }
  const notes: string[] = [];
  checkJson(raw, 'the file', 0);

  const version = raw.header.formatVersion;
  if (typeof version !== 'number' || !Number.isInteger(version)) throw new RecordingError('the header has no format version');
  if (version > currentVersion) {
    throw new RecordingError(
      `the recording is format ${version}, made by a newer recorder; this tool reads format ${currentVersion} and older. Update the app and try again`,
      'version',
    );
  }
  let file: Record<string, unknown> = raw;
  if (version < currentVersion) {
    const oldest = Math.min(currentVersion, ...Object.keys(migrations).map(Number));
    if (version < oldest) {
      throw new RecordingError(
        `the recording is format ${version}, which is no longer supported (oldest readable: ${oldest}). Record the session again`,
        'version',
      );
    }
    // The checksum covers the file as it was written, so it is checked before migrating.
    verifyChecksum(file, allowEdited, notes);
    for (let v = version; v < currentVersion; v += 1) {
      const step = migrations[v];
      if (!step) throw new RecordingError(`no migration from format ${v} to ${v + 1}`);
      file = step(file);
    }
    notes.push(`migrated from format ${version} to ${currentVersion}`);
  } else {
    verifyChecksum(file, allowEdited, notes);
  }
  return { recording: validate(file), notes };
}

function verifyChecksum(file: Record<string, unknown>, allowEdited: boolean, notes: string[]) {
  const stated = file.checksum;
  const actual = checksumOf(file as unknown as Recording);
  if (stated === actual) return;
  const problem =
    typeof stated === 'string'
      ? 'its checksum does not match: the file was changed after it was exported'
      : 'it has no checksum: it was not exported by the recorder';
  if (!allowEdited) throw new RecordingError(`${problem}. Replay it anyway with --allow-edited`, 'edited');
  notes.push(`${problem}; replayed anyway (--allow-edited)`);
}

/** Any JSON parses, but a recording's values stay shallow enough to fold and free of prototype keys. */
function checkJson(value: unknown, where: string, depth: number) {
  if (depth > LIMITS.maxDepth) throw new RecordingError(`${where} is nested more than ${LIMITS.maxDepth} levels deep`);
  if (Array.isArray(value)) {
    for (const item of value) checkJson(item, where, depth + 1);
  } else if (isObject(value)) {
    for (const key of Object.keys(value)) {
      if (key === '__proto__') throw new RecordingError(`${where} contains a "__proto__" key`);
      checkJson(value[key], where, depth + 1);
    }
  }
}

function validate(file: Record<string, unknown>): Recording {
  const header = file.header as Record<string, unknown>;
  const text = (key: string) => {
    if (typeof header[key] !== 'string') throw new RecordingError(`the header's ${key} is missing or not text`);
    return header[key];
  };
  if (typeof header.persistVersion !== 'number') throw new RecordingError("the header's persistVersion is missing or not a number");
  if (!isObject(header.startState)) throw new RecordingError("the header's startState is missing or not an object");
  if (!Array.isArray(file.steps)) throw new RecordingError('the recording has no list of steps');
  if (file.steps.length > LIMITS.maxSteps) throw new RecordingError(`the recording has more than ${LIMITS.maxSteps} steps`);
  const steps = file.steps.map((step, index) => validateStep(step, index + 1));
  if (file.endState !== undefined && file.endState !== null && !isObject(file.endState)) {
    throw new RecordingError('the recording\'s endState is not an object');
  }
  const scrubbed = isObject(file.scrubbed) ? (file.scrubbed as Record<string, number>) : {};
  return {
    header: {
      format: RECORDING_FORMAT,
      formatVersion: header.formatVersion as number,
      appVersion: text('appVersion'),
      commit: text('commit'),
      locale: text('locale'),
      persistVersion: header.persistVersion,
      startState: header.startState as JsonObject,
    },
    steps,
    endState: (file.endState as JsonObject | undefined) ?? null,
    scrubbed,
    checksum: typeof file.checksum === 'string' ? file.checksum : '',
  };
}

function validateStep(step: unknown, number: number): RecordedStep {
  if (!isObject(step)) throw new RecordingError(`step ${number} is not an object`);
  if (typeof step.at !== 'number' || !Number.isFinite(step.at) || step.at < 0) {
    throw new RecordingError(`step ${number} has no valid time offset ("at")`);
  }
  const action = step.action;
  if (!isObject(action)) throw new RecordingError(`step ${number} has no action`);
  if (typeof action.type !== 'string' || action.type === '') throw new RecordingError(`step ${number}'s action has no type`);
  if (action.type.length > LIMITS.maxTypeLength) throw new RecordingError(`step ${number}'s action type is too long`);
  return { at: step.at, action: action as unknown as RecordedStep['action'] };
}
