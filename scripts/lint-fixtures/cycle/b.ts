import { a } from './a';

export const b = (): number => (a.length > 0 ? 1 : 0);
