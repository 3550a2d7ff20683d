// Public surface of statements: the account's movements, filtered, with each day's balance.
export {
  createStatements,
  type StatementDay,
  type StatementItem,
  type StatementPage,
  type StatementQuery,
} from './statements';
export { incomeTaxYears } from './incomeTaxYears';
export { incomeReport, type IncomeReport } from './incomeReport';
