import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Card } from '../Card';
import { Column, Columns } from '../Columns';
import { Heading } from '../Heading';
import { Inline } from '../Inline';
import { Text } from '../Text';
import { TextField } from '../TextField';
import { Stack } from './Stack';

/**
 * The layout primitives screens are made of: Stack (one under another), Inline (side by side,
 * wrapping), Columns (two columns from the desktop breakpoint), all on Box and the theme's space
 * tokens. Screens write no CSS of their own.
 */
const meta = {
  title: 'Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: { space: 'md' },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Formulario: Story = {
  name: 'Formulário',
  render: (args) => (
    <Stack {...args} as="form" aria-label="Endereço" onSubmit={(event) => event.preventDefault()}>
      <Heading level={2}>Endereço</Heading>
      <Text as="p" size="sm" tone="muted">
        Usado nas suas correspondências e no comprovante de residência.
      </Text>
      <Columns space="md" widths="2/1">
        <TextField label="Rua" defaultValue="Praça da Sé" />
        <TextField label="Número" defaultValue="100" />
      </Columns>
      <Inline space="sm">
        <Button type="submit">Salvar</Button>
        <Button variant="ghost">Cancelar</Button>
      </Inline>
    </Stack>
  ),
};

export const Painel: Story = {
  name: 'Colunas de um painel',
  render: (args) => (
    <Columns space={args.space} alignY="top">
      <Card title="Saldo">
        <Text size="xl" weight="bold">
          R$ 1.234,56
        </Text>
      </Card>
      <Card title="Atalhos">
        <Inline space="xs">
          <Button size="sm">Pix</Button>
          <Button size="sm">Pagar</Button>
          <Button size="sm">Transferir</Button>
        </Inline>
      </Card>
      <Column width="full">
        <Card title="Últimas movimentações">
          <Text as="p" leading="normal" tone="muted">
            Nenhuma movimentação nos últimos 7 dias.
          </Text>
        </Card>
      </Column>
    </Columns>
  ),
};
