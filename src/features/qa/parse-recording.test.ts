// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseRecording, RecordingError } from './parse-recording';
import { checksumOf, RECORDING_FORMAT, RECORDING_FORMAT_VERSION, type Recording } from './recording-format';
import { foldRecording } from './replay-fold';

function file(overrides: Partial<Omit<Recording, 'checksum'>> = {}): Recording {
  const body: Omit<Recording, 'checksum'> = {
    header: {
      format: RECORDING_FORMAT,
      formatVersion: RECORDING_FORMAT_VERSION,
      appVersion: '1.0.0',
      commit: 'abc1234',
      locale: 'en',
      persistVersion: 1,
      startState: { cart: { carNum: 1 } },
    },
    steps: [{ at: 0, action: { type: 'cart/cartCountReceived', payload: 4 } }],
    endState: null,
    scrubbed: {},
    ...overrides,
  };
  return { ...body, checksum: checksumOf(body) };
}
const text = (value: unknown) => JSON.stringify(value);
const reason = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof RecordingError) return error.message;
    throw error;
  }
  return 'no error';
};

describe('reading a recording', () => {
  it('reads a well-formed file and folds it', () => {
    const { recording, notes } = parseRecording(text(file()));
    expect(notes).toEqual([]);
    expect(foldRecording(recording).state.cart.carNum).toBe(4);
  });

  it('tells what is wrong with a malformed file, field by field', () => {
    expect(reason(() => parseRecording('{"header": '))).toMatch(/^the file is not valid JSON/);
    expect(reason(() => parseRecording('[]'))).toBe('the file is not a QA recording: it has no header');
    expect(reason(() => parseRecording(text({ header: { format: 'redux-devtools' } })))).toBe(
      'the file is not a QA recording of this app (format "redux-devtools")',
    );
    const noType = file({ steps: [{ at: 0, action: { type: '' } }] });
    expect(reason(() => parseRecording(text(noType)))).toBe("step 1's action has no type");
    const badTime = file({ steps: [{ at: -5, action: { type: 'x' } }] });
    expect(reason(() => parseRecording(text(badTime)))).toBe('step 1 has no valid time offset ("at")');
    const noLocale = file();
    (noLocale.header as unknown as Record<string, unknown>).locale = 3;
    noLocale.checksum = checksumOf(noLocale);
    expect(reason(() => parseRecording(text(noLocale)))).toBe("the header's locale is missing or not text");
  });

  it('refuses prototype keys and absurd nesting', () => {
    const polluted = `{"header":{"format":"${RECORDING_FORMAT}","formatVersion":1,"__proto__":{"x":1}}}`;
    expect(reason(() => parseRecording(polluted))).toBe('the file contains a "__proto__" key');
    let deep: unknown = 1;
    for (let i = 0; i < 80; i += 1) deep = [deep];
    expect(reason(() => parseRecording(text(file({ steps: [{ at: 0, action: { type: 'x', payload: deep as never } }] }))))).toMatch(
      /nested more than 64 levels/,
    );
  });

  it('catches an edit through the checksum, and lets it through on request with a note', () => {
    const edited = file();
    edited.steps[0].action.payload = 9;
    expect(reason(() => parseRecording(text(edited)))).toMatch(/checksum does not match/);
    const { recording, notes } = parseRecording(text(edited), { allowEdited: true });
    expect(foldRecording(recording).state.cart.carNum).toBe(9);
    expect(notes[0]).toMatch(/^its checksum does not match: .*; replayed anyway/);
  });

  it('migrates an older format step by step, checking the checksum as the file was written', () => {
    // Plays a future format whose predecessor kept bare actions without time offsets.
    const current = RECORDING_FORMAT_VERSION;
    const migrations = {
      [current]: (f: Record<string, unknown>) => ({ ...f, steps: (f.actions as unknown[]).map((action) => ({ at: 0, action })) }),
    };
    const older: Record<string, unknown> = { ...file(), actions: [{ type: 'cart/cartCountReceived', payload: 6 }] };
    delete older.steps;
    const sealed = { ...older, checksum: checksumOf(older as unknown as Recording) };
    const { recording, notes } = parseRecording(text(sealed), { currentVersion: current + 1, migrations });
    expect(notes).toEqual([`migrated from format ${current} to ${current + 1}`]);
    expect(foldRecording(recording).state.cart.carNum).toBe(6);
    expect(reason(() => parseRecording(text({ ...older, checksum: 'h64:0' }), { currentVersion: current + 1, migrations }))).toMatch(
      /checksum/,
    );
  });

  it('reads a format 1 file (from before reload markers) through the real migration', () => {
    const v1: Omit<Recording, 'checksum'> = file();
    v1.header.formatVersion = 1;
    const { recording, notes } = parseRecording(text({ ...v1, checksum: checksumOf(v1) }));
    expect(notes).toEqual(['migrated from format 1 to 2']);
    expect(recording.header.formatVersion).toBe(2);
    expect(foldRecording(recording).state.cart.carNum).toBe(4);
  });

  it('refuses a format older than any migration, or newer than this build', () => {
    const v1 = file();
    v1.header.formatVersion = 1;
    expect(reason(() => parseRecording(text(v1), { currentVersion: 3, migrations: { 2: (f) => f } }))).toBe(
      'the recording is format 1, which is no longer supported (oldest readable: 2). Record the session again',
    );
    const v5 = file();
    v5.header.formatVersion = 5;
    expect(reason(() => parseRecording(text(v5)))).toMatch(/^the recording is format 5, made by a newer recorder/);
  });

  it('lays a recorded slice over its initial state and leaves unknown keys out, with notes', () => {
    const notes: string[] = [];
    const { recording } = parseRecording(text(file({ header: { ...file().header, startState: { cart: { carNum: 2 }, wishlist: { n: 1 } } } })));
    const { state } = foldRecording(recording, 0, notes);
    expect(state.cart.carNum).toBe(2);
    expect(state.session['ba-user-token']).toBe('');
    expect(notes).toEqual(['the start state\'s "wishlist" is not part of this build\'s state; left out']);
  });
});
