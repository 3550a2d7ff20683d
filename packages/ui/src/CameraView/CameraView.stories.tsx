import type { Meta, StoryObj } from '@storybook/react-vite';
import { CameraView } from './CameraView';

const meta = {
  title: 'Pix/CameraView',
  component: CameraView,
  args: { label: 'Câmera para ler o QR Code' },
} satisfies Meta<typeof CameraView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first frame arrives (and in Storybook, which has no camera). */
export const WaitingForCamera: Story = {};
