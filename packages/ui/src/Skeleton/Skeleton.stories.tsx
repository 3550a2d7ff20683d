import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Texto: Story = { args: { shape: 'text', width: '60%' } };

export const Circulo: Story = { name: 'Círculo', args: { shape: 'circle' } };

export const Bloco: Story = { args: { shape: 'block' } };

export const Composicao: Story = {
  name: 'Composição (item de lista)',
  render: () => (
    <div aria-busy="true">
      <Skeleton shape="circle" />
      <Skeleton shape="text" width="70%" />
      <Skeleton shape="text" width="40%" />
    </div>
  ),
};
