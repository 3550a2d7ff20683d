import type { Meta, StoryObj } from '@storybook/react-vite';
import { LOADING_SPINNER } from '@ipe/domain';
import { Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  tags: ['autodocs'],
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Padrao: Story = { name: 'Padrão' };

export const Tamanhos: Story = {
  render: () => (
    <>
      <Spinner size="sm" /> <Spinner size="md" /> <Spinner size="lg" />
    </>
  ),
};

export const Overlay: Story = {
  name: 'Tamanho do overlay (80)',
  args: { size: LOADING_SPINNER.size },
};
