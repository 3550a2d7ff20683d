export {
  BarChart,
  type BarChartProps,
  type BarChartRow,
  type BarSeries,
  type BarTone,
} from './BarChart';
