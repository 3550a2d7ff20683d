import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from './BarChart';

const rows = [
  { key: '2026-10', label: 'Outubro', values: { in: 520_000, out: 312_000 } },
  { key: '2026-11', label: 'Novembro', values: { in: 35_000, out: 98_750 } },
];
const series = [
  { key: 'in', label: 'Entradas', tone: 'positive' as const },
  { key: 'out', label: 'Saídas', tone: 'negative' as const },
];
const format = (value: number) => `R$ ${(value / 100).toFixed(2)}`;
const monthly = (hideValues: boolean) =>
  render(
    <BarChart
      caption="c"
      rowHeader="Mês"
      series={series}
      rows={rows}
      formatValue={format}
      hideValues={hideValues}
    />,
  );

describe('BarChart', () => {
  it('says every number in a table; the picture is hidden from screen readers', () => {
    render(
      <BarChart
        caption="Entradas e saídas por mês"
        rowHeader="Mês"
        series={series}
        rows={rows}
        formatValue={format}
      />,
    );
    const table = screen.getByRole('table', { name: 'Entradas e saídas por mês' });
    const november = within(table).getByRole('row', { name: /Novembro/ });
    expect(
      within(november)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['R$ 350.00', 'R$ 987.50']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Mês', 'Entradas', 'Saídas']);
  });

  it('hides the values when amounts are hidden', () => {
    monthly(true);
    expect(screen.queryByText('R$ 5200.00')).toBeNull();
    expect(screen.getAllByText('••••').length).toBeGreaterThan(0);
  });

  it('keeps the bars as they were when the values are hidden', () => {
    const widths = (hideValues: boolean) => {
      const { container, unmount } = monthly(hideValues);
      const shown = [
        ...container.querySelectorAll<HTMLElement>('[aria-hidden="true"] [style]'),
      ].map((bar) => bar.style.width);
      unmount();
      return shown;
    };
    expect(widths(false)).toHaveLength(4);
    expect(widths(true)).toEqual(widths(false));
  });
});
