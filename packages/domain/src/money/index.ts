export * from './cents';
export { parseBrl } from './parseBrl';
export { formatBrl } from './formatBrl';
