export { TransactionList, type Transaction, type TransactionListProps } from './TransactionList';
export { groupByDay, dayKey, BUSINESS_TIME_ZONE, type DayGroup } from './groupByDay';
