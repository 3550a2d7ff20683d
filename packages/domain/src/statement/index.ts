export {
  MOVEMENT_CATEGORIES,
  isMovementCategory,
  ledgerKindsOf,
  movementCategory,
  type MovementCategory,
} from './movementCategory';
export {
  DEFAULT_STATEMENT_PERIOD_DAYS,
  MAX_STATEMENT_PERIOD_DAYS,
  STATEMENT_PERIOD_DAYS,
  monthOf,
  statementInstants,
  statementRange,
  statementRangeProblem,
  type StatementPeriod,
  type StatementPeriodDays,
  type StatementRange,
  type StatementRangeProblem,
} from './statementPeriod';
