// a → b → a: lint must refuse the cycle.
import { b } from './b';

export const a = (): number => b() + 1;
