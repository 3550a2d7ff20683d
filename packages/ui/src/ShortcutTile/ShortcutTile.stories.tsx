import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Text';
import { Tiles } from '../Tiles';
import { ShortcutTile } from './ShortcutTile';

const Glyph = () => (
  <svg viewBox="0 0 24 24" width="100%" height="100%" fill="none" stroke="currentColor">
    <path d="M4 12h16M12 4v16" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

const meta = {
  title: 'Navegação/ShortcutTile',
  component: ShortcutTile,
  tags: ['autodocs', 'mobile'],
  args: { icon: <Glyph />, href: '#/bank/pix', children: 'Pix' },
  argTypes: { icon: { control: false } },
  render: (args) => (
    <Tiles as="ul" columns={3} space="sm" role="list">
      <li>
        <ShortcutTile {...args} />
      </li>
      <li>
        <ShortcutTile icon={<Glyph />} href="#/bank/payment">
          Pagar
        </ShortcutTile>
      </li>
      <li>
        <ShortcutTile icon={<Glyph />} disabled aria-describedby="consult-hint">
          Transferir
        </ShortcutTile>
      </li>
      <li>
        <ShortcutTile icon={<Glyph />} href="#/bank/pix/receive/qrcode">
          Cobrar com QR Code
        </ShortcutTile>
      </li>
    </Tiles>
  ),
} satisfies Meta<typeof ShortcutTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Atalhos: Story = {
  decorators: [
    (Story) => (
      <>
        <Story />
        <Text as="p" id="consult-hint" size="xs" tone="muted">
          Em modo consulta: Transferir.
        </Text>
      </>
    ),
  ],
};
