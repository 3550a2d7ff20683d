import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import { VisuallyHidden } from 'radix-ui';
import {
  bar,
  barLine,
  bars,
  chart,
  groups,
  legend,
  legendItem,
  row,
  rowLabel,
  swatch,
  track,
} from './BarChart.css';

export type BarTone = 'brand' | 'positive' | 'negative' | 'neutral';

export interface BarSeries {
  key: string;
  label: string;
  tone: BarTone;
}

export interface BarChartRow {
  key: string;
  label: string;
  /** One number per series key (centavos, counts…); a missing one is zero. */
  values: Readonly<Record<string, number>>;
}

export interface BarChartProps extends HTMLAttributes<HTMLDivElement> {
  /** Names the chart's table for screen readers (the caption). */
  caption: string;
  series: readonly BarSeries[];
  rows: readonly BarChartRow[];
  /** How a value is written beside its bar and in the table (e.g. formatBrl). */
  formatValue: (value: number) => string;
  /** The header of the rows' column in the table. */
  rowHeader: string;
  /** Hides the values (the bars stay: their lengths are shares, not amounts). */
  hideValues?: boolean;
  hiddenValueLabel?: ReactNode;
}

/**
 * Horizontal bars, one group per row and one bar per series, every bar a share of the largest
 * value. The picture is for the eye (hidden from assistive technology); the same numbers are in a
 * table screen readers read, so nothing is only in the picture.
 */
export function BarChart({
  caption,
  series,
  rows,
  formatValue,
  rowHeader,
  hideValues = false,
  hiddenValueLabel = '••••',
  className,
  ...rest
}: BarChartProps) {
  const values = rows.flatMap((r) => series.map((s) => r.values[s.key] ?? 0));
  const largest = Math.max(1, ...values.map(Math.abs));
  const shown = (value: number) => (hideValues ? hiddenValueLabel : formatValue(value));
  // Room kept beside the longest bar for the longest value, in `ch` (a digit's width, at least
  // any character's of an amount), and two more for the gap before it: on a narrow chart 70 % of
  // the row left none. Measured on the values even when hidden, so hiding them keeps the bars.
  const valueRoom = 2 + Math.max(...values.map((value) => formatValue(value).length));
  const barWidth = (value: number) =>
    `calc(min(70%, 100% - ${valueRoom}ch) * ${Math.abs(value) / largest})`;
  return (
    <div {...rest} className={clsx(chart, className)}>
      {series.length > 1 ? (
        <ul className={legend} aria-hidden="true">
          {series.map((s) => (
            <li key={s.key} className={legendItem}>
              <span className={swatch({ tone: s.tone })} />
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={groups} aria-hidden="true">
        {rows.map((r) => (
          <div key={r.key} className={row}>
            <span className={rowLabel}>{r.label}</span>
            <span className={bars}>
              {series.map((s) => {
                const value = r.values[s.key] ?? 0;
                return (
                  <span key={s.key} className={barLine}>
                    <span className={track}>
                      <span className={bar({ tone: s.tone })} style={{ width: barWidth(value) }} />
                      {shown(value)}
                    </span>
                  </span>
                );
              })}
            </span>
          </div>
        ))}
      </div>
      <VisuallyHidden.Root asChild>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{rowHeader}</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row">{r.label}</th>
                {series.map((s) => (
                  <td key={s.key}>{shown(r.values[s.key] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden.Root>
    </div>
  );
}
