import AntdSlider, { type SliderProps as AntdSliderProps } from 'antd-mobile/es/components/slider';
import { useEffect, useRef } from 'react';
import { keyStep } from './key-steps';
import styles from './slider.module.css';

export interface SliderProps {
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
  'aria-label': string;
  /** What a screen reader says for a value ('Step 3 of 20'), rather than the bare number. */
  valueText?: (value: number) => string;
  /** How far Page Up and Page Down move (WAI-ARIA's slider: Page Up goes up). */
  page?: number;
}

/** The arrows as WAI-ARIA's slider has them: Left and Down go back, Right and Up go forward. */
const ARROWS = { back: ['ArrowLeft', 'ArrowDown'], forward: ['ArrowRight', 'ArrowUp'] } as const;

/**
 * antd-mobile's Slider with whole steps, usable from a keyboard: antd draws its thumb as a
 * `<div role="slider">` that only a finger or a mouse drags (no Tab stop, no key), so the QA
 * replay's timeline could not be moved from a keyboard. The thumb is a Tab stop here; the arrow
 * keys move it a step, Page Up and Page Down by `page`, Home and End to the ends, and its value is
 * spoken as `valueText` says. Lint refuses antd's own.
 */
export function Slider({ min, max, value, onChange, valueText, page = 10, 'aria-label': label }: SliderProps) {
  const wrapper = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const thumb = wrapper.current?.querySelector<HTMLElement>('[role="slider"]');
    if (!thumb) return;
    thumb.tabIndex = 0;
    if (valueText) thumb.setAttribute('aria-valuetext', valueText(value));
    else thumb.removeAttribute('aria-valuetext');
  });

  useEffect(() => {
    const el = wrapper.current;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.target instanceof HTMLElement) || event.target.getAttribute('role') !== 'slider') return;
      // keyStep's Page Up goes back, as on a date wheel; a slider's goes forward.
      const key = event.key === 'PageUp' ? 'PageDown' : event.key === 'PageDown' ? 'PageUp' : event.key;
      const to = keyStep(key, value - min, max - min + 1, { ...ARROWS, page });
      if (to === null) return;
      event.preventDefault();
      if (to + min !== value) onChange(to + min);
    };
    el?.addEventListener('keydown', onKey);
    return () => el?.removeEventListener('keydown', onKey);
  }, [min, max, value, onChange, page]);

  const onAntdChange: AntdSliderProps['onChange'] = (next) => onChange(Array.isArray(next) ? next[0] : next);
  return (
    <span ref={wrapper} className={styles.slider}>
      <AntdSlider min={min} max={max} step={1} value={value} onChange={onAntdChange} aria-label={label} />
    </span>
  );
}
