import Stepper, { type StepperRef } from 'antd-mobile/es/components/stepper';
import { useEffect, useRef } from 'react';

interface SpecStepperProps {
  label: string;
  value: number;
  max: number;
  onChange: (value: number | null) => void;
}

/**
 * antd-mobile's Stepper for one spec, from 0 to what may be ordered. The Stepper does not pass a
 * label to its input, so the spin button gets its name here (screen readers and axe need one).
 */
export function SpecStepper({ label, value, max, onChange }: SpecStepperProps) {
  const ref = useRef<StepperRef>(null);
  useEffect(() => {
    ref.current?.nativeElement?.setAttribute('aria-label', label);
  }, [label]);
  return (
    <div role="group" aria-label={label}>
      <Stepper ref={ref} min={0} max={max} step={1} digits={0} value={value} disabled={max === 0} onChange={onChange} />
    </div>
  );
}
