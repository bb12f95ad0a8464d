import Stepper, { type StepperRef } from 'antd-mobile/es/components/stepper';
import { useEffect, useRef } from 'react';

interface SpecStepperProps {
  label: string;
  value: number;
  max: number;
  onChange: (value: number | null) => void;
}

const VALUE_ATTRIBUTES = ['aria-valuenow', 'aria-valuemax', 'aria-valuemin'];

/**
 * antd-mobile's Stepper for one spec, from 0 to what may be ordered. Two of its accessibility
 * slips are mended after each render: the spin button gets a name (the Stepper passes none to
 * its input), and the value attributes it also copies onto the input's wrapper div (where ARIA
 * does not allow them) are taken off there; the spin button itself keeps them.
 */
export function SpecStepper({ label, value, max, onChange }: SpecStepperProps) {
  const ref = useRef<StepperRef>(null);
  useEffect(() => {
    const input = ref.current?.nativeElement;
    if (!input) return;
    input.setAttribute('aria-label', label);
    const wrapper = input.parentElement;
    if (wrapper && wrapper.getAttribute('role') === null) for (const name of VALUE_ATTRIBUTES) wrapper.removeAttribute(name);
  });
  return (
    <div role="group" aria-label={label}>
      <Stepper ref={ref} min={0} max={max} step={1} digits={0} value={value} disabled={max === 0} onChange={onChange} />
    </div>
  );
}
