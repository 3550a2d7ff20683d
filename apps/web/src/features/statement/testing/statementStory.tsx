import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import type { FakeBankHandlers } from '@ipe/api-client/testing';
import { createInitialClientState } from '@ipe/domain';
import { BankLayout } from '../../../app/layout/BankLayout';
import { StoryApp } from '../../../app/testing/StoryApp';
import { StatementLayout } from '../StatementLayout';

export interface StatementStoryOptions {
  /** What the fake bank answers besides the demo's. */
  bank?: FakeBankHandlers;
  /** The URL's search, e.g. '?period=7'. */
  search?: string;
  /** Amounts shown (the one balance toggle); shown by default so screenshots carry them. */
  showAmounts?: boolean;
}

/** A statement screen (`account`, `card`, `ticket`) in the bank's layout and the statement tabs. */
export function statementStory(tab: 'account' | 'card' | 'ticket', page: ReactElement) {
  const routes = [
    {
      path: '/bank',
      element: <BankLayout />,
      children: [
        {
          path: 'statement',
          element: <StatementLayout />,
          children: [{ path: tab, element: page }],
        },
      ],
    },
  ];
  return ({ bank = {}, search = '', showAmounts = true }: StatementStoryOptions = {}) => ({
    render: (_args: unknown, { loaded }: { loaded: Record<string, unknown> }) => (
      <StoryApp
        path={`/bank/statement/${tab}${search}`}
        routes={routes}
        i18n={loaded.i18n as I18n}
        bank={bank}
        clientState={{ ...createInitialClientState(), isShowBalance: showAmounts }}
      />
    ),
  });
}
