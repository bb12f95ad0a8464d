import Stepper, { type StepperRef } from 'antd-mobile/es/components/stepper';
import { useEffect, useRef } from 'react';

interface ClaimStepperProps {
  label: string;
  value: number;
  max: number;
  disabled: boolean;
  onChange: (value: number) => void;
}

const VALUE_ATTRIBUTES = ['aria-valuenow', 'aria-valuemax', 'aria-valuemin'];

/**
 * antd-mobile's Stepper for the pieces of one line claimed, from 1 to the line's quantity. Its two
 * accessibility slips are mended after each render (as the goods page's spec stepper does): the
 * spin button gets a name (the Stepper passes none to its input), and the value attributes it also
 * copies onto the input's wrapper, where ARIA does not allow them, are taken off there.
 */
export function ClaimStepper({ label, value, max, disabled, onChange }: ClaimStepperProps) {
  const ref = useRef<StepperRef>(null);
  useEffect(() => {
    const input = ref.current?.nativeElement;
    if (!input) return;
    input.setAttribute('aria-label', label);
    const wrapper = input.parentElement;
    if (wrapper && wrapper.getAttribute('role') === null) for (const name of VALUE_ATTRIBUTES) wrapper.removeAttribute(name);
  });
  return <Stepper ref={ref} min={1} max={max} step={1} digits={0} value={value} disabled={disabled} onChange={onChange} />;
}
