export { Box, type BoxProps } from './Box';
export type { ResponsiveValue, Space } from './sprinkles.css';
