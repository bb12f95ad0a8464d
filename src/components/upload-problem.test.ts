// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { uploadProblem } from './upload-problem';

describe('uploadProblem', () => {
  it('waits for pictures on their way first, then refuses failed ones, across every control given', () => {
    expect(uploadProblem({ uploading: 0, failed: 0 }, { uploading: 0, failed: 0 })).toBeNull();
    expect(uploadProblem({ uploading: 0, failed: 0 }, { uploading: 1, failed: 1 })?.id).toBe('components.upload_wait');
    expect(uploadProblem({ uploading: 0, failed: 2 })?.id).toBe('components.upload_failed_first');
    expect(uploadProblem()).toBeNull();
  });
});
