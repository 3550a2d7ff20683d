export * from './cents';
export { parseBrl } from './parse-brl';
export { formatBrl } from './format-brl';
