export { TransactionList, type Transaction, type TransactionListProps } from './TransactionList';
export { groupByDay, type DayGroup } from './groupByDay';
