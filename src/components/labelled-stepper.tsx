import Stepper, { type StepperRef } from 'antd-mobile/es/components/stepper';
import { useEffect, useRef } from 'react';
import { readPieces } from '@/lib/pieces';
import styles from './labelled-stepper.module.css';

const VALUE_ATTRIBUTES = ['aria-valuenow', 'aria-valuemax', 'aria-valuemin'];

interface LabelledStepperProps {
  /** Names the group and the spin button ('Quantity of Gold / Size 7'). */
  label: string;
  value: number;
  min: number;
  max: number;
  disabled?: boolean;
  onChange: (value: number) => void;
}

/**
 * antd-mobile's whole-number Stepper in a named group, with two of its accessibility slips mended
 * after each render: its spin button gets a name (the Stepper passes none to its input), and the
 * value attributes it also copies onto the input's wrapper (where ARIA does not allow them) are
 * removed there; the spin button keeps them. Used by the goods sheet, the cart and after-sales.
 */
export function LabelledStepper({ label, value, min, max, disabled = false, onChange }: LabelledStepperProps) {
  const ref = useRef<StepperRef>(null);
  useEffect(() => {
    const input = ref.current?.nativeElement;
    if (!input) return;
    input.setAttribute('aria-label', label);
    const wrapper = input.parentElement;
    if (!wrapper || wrapper.getAttribute('role') !== null) return;
    const mend = () => {
      for (const name of VALUE_ATTRIBUTES) if (wrapper.hasAttribute(name)) wrapper.removeAttribute(name);
    };
    mend();
    // The Stepper also renders on its own (typing, its buttons) and copies them back between our
    // renders: an axe check in a clean-clone CI run caught them on the cart's steppers.
    const observer = new MutationObserver(mend);
    observer.observe(wrapper, { attributes: true, attributeFilter: VALUE_ATTRIBUTES });
    return () => observer.disconnect();
  });
  return (
    <div role="group" aria-label={label} className={styles.group}>
      {/* readPieces: antd's own reading refuses '1 000' (the quantity fell back to nothing) and takes Spanish '1.000' for 1. */}
      <Stepper ref={ref} value={value} min={min} max={max} step={1} digits={0} disabled={disabled} onChange={onChange} parser={readPieces} />
    </div>
  );
}
