// What other features may use of the statement: its movements and how one reads as a line.
export { toTransaction } from './toTransaction';
export { useLatestMovements } from './useStatement';
