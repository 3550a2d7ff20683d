import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import { VisuallyHidden } from 'radix-ui';
import { list, marker, step as stepClass, stepLabel, stepper, summary } from './Stepper.css';
import { useUiMessages } from '../Locale';

export interface StepperProps extends HTMLAttributes<HTMLElement> {
  /** Step names in order ("Dados pessoais", "Endereço", …). */
  steps: readonly string[];
  /** Index of the current step, from 0. */
  current: number;
  label?: string;
  /** "Etapa {current} de {total}". */
  formatSummary?: (current: number, total: number) => string;
  doneLabel?: string;
  currentLabel?: string;
}

/** Progress through a multi-step flow such as account activation. */
export function Stepper({
  steps,
  current,
  label: labelProp,
  formatSummary = (position, total) => `Etapa ${position} de ${total}`,
  doneLabel: doneLabelProp,
  currentLabel: currentLabelProp,
  className,
  ...rest
}: StepperProps) {
  const messages = useUiMessages();
  const label = labelProp === undefined ? messages.progress : labelProp;
  const doneLabel = doneLabelProp === undefined ? messages.stepDone : doneLabelProp;
  const currentLabel = currentLabelProp === undefined ? messages.stepCurrent : currentLabelProp;
  const active = Math.min(Math.max(current, 0), steps.length - 1);
  return (
    <nav {...rest} aria-label={label} className={clsx(stepper, className)}>
      <p className={summary}>{formatSummary(active + 1, steps.length)}</p>
      <ol className={list}>
        {steps.map((name, index) => {
          const state = index < active ? 'done' : index === active ? 'current' : 'upcoming';
          return (
            <li
              key={name}
              className={stepClass({ state })}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={marker({ state })} aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className={stepLabel}>
                {name}
                {state === 'done' ? (
                  <VisuallyHidden.Root> ({doneLabel})</VisuallyHidden.Root>
                ) : null}
                {state === 'current' ? (
                  <VisuallyHidden.Root> ({currentLabel})</VisuallyHidden.Root>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
