export * from './cents';
export { parseBrl } from './parseBrl';
export { formatBrl } from './formatBrl';
export { formatBasisPoints, parseBasisPoints, type BasisPoints } from './percent';
