import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

// Annotated (not `satisfies`): the inferred type would name Radix's internal package.
const meta: Meta<typeof Tabs> = {
  title: 'Navegação/Tabs',
  component: Tabs,
  subcomponents: { TabList, Tab, TabPanel },
  tags: ['autodocs'],
  args: { defaultValue: 'account' },
  render: (args) => (
    <div style={{ maxWidth: '32rem' }}>
      <Tabs {...args}>
        <TabList aria-label="Extratos">
          <Tab value="account">Conta</Tab>
          <Tab value="card">Cartão</Tab>
          <Tab value="ticket">Boletos</Tab>
        </TabList>
        <TabPanel value="account">Movimentações da conta nos últimos 30 dias.</TabPanel>
        <TabPanel value="card">Compras no cartão de débito.</TabPanel>
        <TabPanel value="ticket">Boletos emitidos e pagos.</TabPanel>
      </Tabs>
    </div>
  ),
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Padrao: Story = { name: 'Padrão' };

export const SegundaAba: Story = { name: 'Segunda aba', args: { defaultValue: 'card' } };

export const ComDesabilitada: Story = {
  name: 'Com aba desabilitada',
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Pix">
        <Tab value="account">Enviar</Tab>
        <Tab value="receive">Receber</Tab>
        <Tab value="refund" disabled>
          Devolver
        </Tab>
      </TabList>
      <TabPanel value="account">Escolha como enviar: chave, copia e cola ou QR code.</TabPanel>
      <TabPanel value="receive">Gere um QR code ou compartilhe sua chave.</TabPanel>
      <TabPanel value="refund">Devoluções</TabPanel>
    </Tabs>
  ),
};

export const TextoLongo: Story = {
  name: 'Texto longo (rolagem)',
  render: (args) => (
    <div style={{ maxWidth: '20rem' }}>
      <Tabs {...args}>
        <TabList aria-label="Configurações">
          <Tab value="account">Dados da conta</Tab>
          <Tab value="users">Usuários vinculados</Tab>
          <Tab value="security">Segurança e dispositivos</Tab>
        </TabList>
        <TabPanel value="account">Nome, endereço e dados de contato do titular da conta.</TabPanel>
        <TabPanel value="users">Pessoas com acesso à conta.</TabPanel>
        <TabPanel value="security">Senha, PIN e aparelhos.</TabPanel>
      </Tabs>
    </div>
  ),
};
