import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

function Statements(props: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="account" onValueChange={props.onValueChange}>
      <TabList aria-label="Extratos">
        <Tab value="account">Conta</Tab>
        <Tab value="card">Cartão</Tab>
        <Tab value="ticket" disabled>
          Boletos
        </Tab>
      </TabList>
      <TabPanel value="account">Movimentações da conta</TabPanel>
      <TabPanel value="card">Compras no cartão</TabPanel>
      <TabPanel value="ticket">Boletos emitidos</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('is a named tab list whose selected tab labels the visible panel', () => {
    render(<Statements />);
    expect(screen.getByRole('tablist', { name: 'Extratos' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Conta' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Conta' })).toHaveTextContent(
      'Movimentações da conta',
    );
    expect(screen.queryByText('Compras no cartão')).not.toBeInTheDocument();
  });

  it('moves and shows with the arrow keys, skipping disabled tabs, then Tab enters the panel', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Statements onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Conta' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Cartão' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Cartão' })).toHaveTextContent('Compras no cartão');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Conta' })).toHaveFocus();
    expect(onValueChange.mock.calls).toEqual([['card'], ['account']]);
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Conta' })).toHaveFocus();
  });
});
