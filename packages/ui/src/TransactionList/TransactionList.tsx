import { clsx } from 'clsx';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import {
  addDays,
  formatSaoPauloTime,
  madeOnFirstUse,
  toSaoPauloDate,
  type Cents,
} from '@ipe/domain';
import { VisuallyHidden } from 'radix-ui';
import { Amount } from '../Amount';
import { EmptyState } from '../EmptyState';
import { Skeleton } from '../Skeleton';
import { groupByDay } from './groupByDay';
import {
  day as dayClass,
  dayBalance as dayBalanceClass,
  dayHeader,
  dayHeading,
  description as descriptionClass,
  detail as detailClass,
  directionMark,
  item as itemClass,
  itemButton,
  items as itemsClass,
  list,
  meta,
  skeletonRow,
  time as timeClass,
} from './TransactionList.css';
import { useUiMessages } from '../Locale';

export interface Transaction {
  id: string;
  description: string;
  /** Integer centavos, always positive; `direction` says which way it went. */
  amount: Cents;
  direction: 'credit' | 'debit';
  /** Instant of the movement (ISO string or Date). */
  occurredAt: Date | string;
  /** Second line, e.g. "Pix recebido" or the counterparty's bank. */
  detail?: string;
  /** Where the movement's own page is (a receipt): the line becomes a link there. */
  href?: string;
  /** A short state beside the amount ("Pendente", "Estornada"); absent for a settled movement. */
  status?: string;
}

export interface TransactionListProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSelect'> {
  transactions: readonly Transaction[];
  loading?: boolean;
  /** Opens a movement's detail; items become buttons when given. */
  onSelect?: (transaction: Transaction) => void;
  /** "Today" for the Hoje/Ontem headings; pass a fixed date in tests and stories. */
  today?: Date;
  /** Heading level of the day headings, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  hideAmounts?: boolean;
  /** The balance at the end of each São Paulo day ('yyyy-mm-dd' → centavos), shown by its heading. */
  dayBalances?: Readonly<Record<string, Cents>>;
  dayBalanceLabel?: string;
  todayLabel?: string;
  yesterdayLabel?: string;
  creditLabel?: string;
  debitLabel?: string;
  loadingLabel?: string;
  emptyTitle?: string;
  emptyDescription?: ReactNode;
}

/** A calendar day's heading: the day is a date, not an instant, so it is read in UTC. */
const DAY_HEADING: Intl.DateTimeFormatOptions = {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
};
// Made on first use: the first formatter of a page starts ICU (madeOnFirstUse in @ipe/domain).
const dayFormat = madeOnFirstUse(
  // eslint-disable-next-line no-restricted-syntax -- a calendar day's heading (UTC, no instant)
  () => new Intl.DateTimeFormat('pt-BR', DAY_HEADING),
);
const dayWithYearFormat = madeOnFirstUse(
  // eslint-disable-next-line no-restricted-syntax -- a calendar day's heading (UTC, no instant)
  () => new Intl.DateTimeFormat('pt-BR', { ...DAY_HEADING, year: 'numeric' }),
);

const toDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

/** Account movements grouped by São Paulo day, credits and debits told apart by sign and text. */
export function TransactionList({
  transactions,
  loading = false,
  onSelect,
  today = new Date(),
  headingLevel = 3,
  hideAmounts = false,
  dayBalances,
  dayBalanceLabel: dayBalanceLabelProp,
  todayLabel: todayLabelProp,
  yesterdayLabel: yesterdayLabelProp,
  creditLabel: creditLabelProp,
  debitLabel: debitLabelProp,
  loadingLabel: loadingLabelProp,
  emptyTitle: emptyTitleProp,
  emptyDescription: emptyDescriptionProp,
  className,
  ...rest
}: TransactionListProps) {
  const messages = useUiMessages();
  const todayLabel = todayLabelProp === undefined ? messages.today : todayLabelProp;
  const yesterdayLabel = yesterdayLabelProp === undefined ? messages.yesterday : yesterdayLabelProp;
  const creditLabel = creditLabelProp === undefined ? messages.credit : creditLabelProp;
  const debitLabel = debitLabelProp === undefined ? messages.debit : debitLabelProp;
  const dayBalanceLabel =
    dayBalanceLabelProp === undefined ? messages.dayBalance : dayBalanceLabelProp;
  const loadingLabel =
    loadingLabelProp === undefined ? messages.loadingMovements : loadingLabelProp;
  const emptyTitle = emptyTitleProp === undefined ? messages.noMovements : emptyTitleProp;
  const emptyDescription =
    emptyDescriptionProp === undefined ? messages.noMovementsDescription : emptyDescriptionProp;
  const baseId = useId();
  const classes = clsx(list, className);
  const Heading = `h${headingLevel}` as const;

  if (loading) {
    return (
      <div {...rest} className={classes} aria-busy="true" role="status">
        <VisuallyHidden.Root>{loadingLabel}</VisuallyHidden.Root>
        {[0, 1, 2].map((row) => (
          <div key={row} className={skeletonRow}>
            <Skeleton shape="text" width="50%" />
            <Skeleton shape="text" width="20%" />
          </div>
        ))}
      </div>
    );
  }

  if (transactions.length === 0) {
    return (
      <div {...rest} className={classes}>
        <EmptyState title={emptyTitle} description={emptyDescription} headingLevel={headingLevel} />
      </div>
    );
  }

  const todayKey = toSaoPauloDate(today);
  const yesterdayKey = addDays(todayKey, -1);
  const currentYear = todayKey.slice(0, 4);
  const dayLabel = (day: string) => {
    if (day === todayKey) return todayLabel;
    if (day === yesterdayKey) return yesterdayLabel;
    // The key is already a São Paulo day: format it as a UTC date so no zone shifts it again.
    const date = new Date(`${day}T12:00:00Z`);
    const text = (day.startsWith(currentYear) ? dayFormat : dayWithYearFormat)().format(date);
    return text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);
  };

  return (
    <div {...rest} className={classes}>
      {groupByDay(transactions, (transaction) => toDate(transaction.occurredAt)).map((group) => {
        const headingId = `${baseId}-${group.day}`;
        const closing = dayBalances?.[group.day];
        return (
          <section key={group.day} className={dayClass} aria-labelledby={headingId}>
            <div className={dayHeader}>
              <Heading id={headingId} className={dayHeading}>
                {dayLabel(group.day)}
              </Heading>
              {closing === undefined ? null : (
                <p className={dayBalanceClass}>
                  {dayBalanceLabel} <Amount value={closing} hidden={hideAmounts} />
                </p>
              )}
            </div>
            <ul className={itemsClass}>
              {group.items.map((transaction) => {
                const credit = transaction.direction === 'credit';
                const instant = toDate(transaction.occurredAt);
                const content = (
                  <>
                    <span
                      className={directionMark({ direction: transaction.direction })}
                      aria-hidden="true"
                    >
                      {credit ? '+' : '\u2212'}
                    </span>
                    <span className={descriptionClass}>
                      <VisuallyHidden.Root>
                        {credit ? creditLabel : debitLabel}:{' '}
                      </VisuallyHidden.Root>
                      {transaction.description}
                      {transaction.detail ? (
                        <span className={detailClass}>{transaction.detail}</span>
                      ) : null}
                    </span>
                    <span className={meta}>
                      <Amount
                        value={credit ? transaction.amount : -transaction.amount}
                        signDisplay="always"
                        tone={credit ? 'credit' : 'default'}
                        hidden={hideAmounts}
                      />
                      {transaction.status ? (
                        <span className={timeClass}>{transaction.status}</span>
                      ) : null}
                      <time className={timeClass} dateTime={instant.toISOString()}>
                        {formatSaoPauloTime(instant)}
                      </time>
                    </span>
                  </>
                );
                return (
                  <li key={transaction.id} className={itemClass}>
                    {transaction.href ? (
                      <a className={itemButton} href={transaction.href}>
                        {content}
                      </a>
                    ) : onSelect ? (
                      <button
                        type="button"
                        className={itemButton}
                        onClick={() => onSelect(transaction)}
                      >
                        {content}
                      </button>
                    ) : (
                      <div className={itemButton}>{content}</div>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
