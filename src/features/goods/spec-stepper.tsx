import { useRef } from 'react';
import { LabelledStepper } from '@/components/labelled-stepper';

interface SpecStepperProps {
  label: string;
  value: number;
  max: number;
  disabled: boolean;
  /** `typed` is true when the shopper typed the number, false when they tapped − or +. */
  onChange: (value: number, typed: boolean) => void;
}

/**
 * A spec's stepper that tells a typed number from a tap on − / +: the sheet makes the first '+'
 * jump to the missing minimum, which a typed '1' must not do. Typing raises a change event in the
 * box (caught here on the way down), a tap on the buttons does not.
 */
export function SpecStepper({ label, value, max, disabled, onChange }: SpecStepperProps) {
  const typed = useRef(false);
  return (
    <div
      onChangeCapture={() => {
        typed.current = true;
      }}
    >
      <LabelledStepper
        label={label}
        value={value}
        min={0}
        max={max}
        disabled={disabled}
        onChange={(next) => {
          onChange(next, typed.current);
          typed.current = false;
        }}
      />
    </div>
  );
}
