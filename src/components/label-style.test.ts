// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { labelStyle } from './label-style';

describe('labelStyle', () => {
  it('puts white text on dark labels and dark text on light ones', () => {
    expect(labelStyle('#1b4f9c').color).toBe('#fff');
    expect(labelStyle('#6fcf97').color).toBe('#1f1f1f');
    expect(labelStyle('#fff').color).toBe('#1f1f1f');
  });

  it('shades a mid-tone colour on which neither text colour reads', () => {
    expect(labelStyle('#2f80ed')).toEqual({
      backgroundColor: '#2f80ed',
      backgroundImage: 'linear-gradient(rgb(0 0 0 / 30%), rgb(0 0 0 / 30%))',
      color: '#fff',
    });
  });

  it('falls back to a readable tag for a colour it cannot read', () => {
    expect(labelStyle('rebeccapurple')).toEqual({ background: '#6b5524', color: '#fff' });
  });
});
