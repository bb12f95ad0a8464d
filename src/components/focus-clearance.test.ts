import { describe, expect, it } from 'vitest';
import { scrollToClear } from './focus-clearance';

// A 812 px phone screen with the navigation bar over its top 44 px and a pay bar over its last 114.
const clear = { top: 44, bottom: 698 };

describe('how far a focused control is scrolled to come out from under the bars', () => {
  it('leaves a control that no bar covers where it is', () => {
    expect(scrollToClear({ top: 44, bottom: 698 }, clear)).toBe(0);
    expect(scrollToClear({ top: 300, bottom: 340 }, clear)).toBe(0);
  });

  it('scrolls the page up under a control at the foot, to 8 px above the bar', () => {
    // The goods page's options row, wholly under "Add to cart".
    expect(scrollToClear({ top: 752, bottom: 812 }, clear)).toBe(812 - 698 + 8);
    // Half under it.
    expect(scrollToClear({ top: 680, bottom: 720 }, clear)).toBe(720 - 698 + 8);
  });

  it('scrolls the page down under a control under the navigation bar, to 8 px below it', () => {
    expect(scrollToClear({ top: 11, bottom: 47 }, clear)).toBe(11 - 44 - 8);
  });

  it('aligns a control taller than the clear part with its top, where its label is', () => {
    expect(scrollToClear({ top: 600, bottom: 1300 }, clear)).toBe(600 - 44 - 8);
    expect(scrollToClear({ top: 0, bottom: 700 }, clear)).toBe(0 - 44 - 8);
  });
});
