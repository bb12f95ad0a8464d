import { AmountBreakdown, type Amounts } from './amount-breakdown';

interface CalculationSummaryProps {
  /** The calculation's rows (useCalculationAmounts in src/api/calculation-amounts.ts). */
  amounts: Amounts;
  /** The heading's id, which names the section. */
  id: string;
  heading: string;
  totalLabel: string;
  className?: string;
  headingClassName?: string;
}

/**
 * A price calculation row by row under its heading: goods − member discount − coupon + shipping =
 * total, as the server calculated it, so a buyer checking the sum sees each (cart and checkout).
 */
export function CalculationSummary({ amounts, id, heading, totalLabel, className, headingClassName }: CalculationSummaryProps) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={headingClassName}>
        {heading}
      </h2>
      <AmountBreakdown totalLabel={totalLabel} amounts={amounts} />
    </section>
  );
}
