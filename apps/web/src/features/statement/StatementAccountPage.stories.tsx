import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeReply, type FakeBankHandlers } from '@ipe/api-client/testing';
import { emptyStatement, recentStatementPage } from '../../app/testing/fixtures';
import { withSession } from '../../app/testing/storyLoaders';
import { StatementAccountPage } from './StatementAccountPage';
import { statementStory } from './testing/statementStory';

const screen = statementStory('account', <StatementAccountPage />);
/** Today's and yesterday's movements unless a story says otherwise. */
const at = (bank: FakeBankHandlers = {}, search = '', showAmounts = true) =>
  screen({
    bank: { getStatement: () => ({ data: recentStatementPage() }), ...bank },
    search,
    showAmounts,
  });

const meta = {
  title: 'Telas/Extrato/Conta',
  parameters: { layout: 'fullscreen' },
  loaders: [withSession({})],
  ...at(),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today and yesterday, each day with its closing balance; a Pix still pending says so. */
export const Movimentacoes: Story = { name: 'Movimentações' };

/** On a phone: the movements right after the filters, the rest a dialog away. */
export const Celular: Story = { tags: ['mobile'] };

/** The balance hidden on home hides every amount here too (one isShowBalance). */
export const ValoresOcultos: Story = { name: 'Valores ocultos', ...at({}, '', false) };

/** Only money in, of one kind, searched by name: nothing found, and the way back. */
export const FiltradoSemResultado: Story = {
  name: 'Filtrado, sem resultado',
  ...at(
    { getStatement: () => ({ data: emptyStatement }) },
    '?direction=credit&category=boleto&q=ana',
  ),
};

/** Dates the server would refuse: said on the field, nothing asked. */
export const DatasInvalidas: Story = {
  name: 'Datas inválidas',
  ...at({}, '?period=custom&from=2026-11-20&to=2026-11-10'),
};

/** The statement could not be read: say so and offer to try again. */
export const Erro: Story = {
  ...at({
    getStatement: () => fakeReply(500, { code: 'INTERNAL_ERROR', message: 'Erro interno.' }),
  }),
};

/** The screen with one of its dialogs open on arrival. */
const opened = (dialog: 'summary' | 'export' | 'incomeReport') =>
  statementStory(
    'account',
    <StatementAccountPage openDialog={dialog} />,
  )({
    bank: { getStatement: () => ({ data: recentStatementPage() }) },
  });

/** The period at a glance over the list: money in and out by month, spending by kind. */
export const Resumo: Story = { name: 'Resumo do período', ...opened('summary') };

/** The same on a phone: a sheet from the bottom edge. */
export const ResumoCelular: Story = {
  name: 'Resumo do período, no celular',
  tags: ['mobile'],
  ...opened('summary'),
};

/** The period's file, in the format chosen. */
export const Baixar: Story = { name: 'Baixar extrato', ...opened('export') };

/** The income report of each finished year. */
export const Informe: Story = { name: 'Informe de rendimentos', ...opened('incomeReport') };
