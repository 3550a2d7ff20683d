import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Field } from './Field';

/** Form fields are shown at a phone's width, as people meet them. */
const narrow: Decorator = (Story) => (
  <div style={{ maxWidth: '24rem' }}>
    <Story />
  </div>
);

/** Field is the wiring every form control uses; apps use it to label a control of their own. */
const meta = {
  title: 'Formulários/Field',
  component: Field,
  tags: ['autodocs'],
  args: {
    label: 'Observação',
    hint: 'Visível apenas para você.',
    children: ({ control }) => <textarea {...control} rows={3} style={{ width: '100%' }} />,
  },
  argTypes: { children: { control: false } },
  decorators: [narrow],
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Padrao: Story = { name: 'Padrão' };

export const Erro: Story = {
  args: { error: 'A observação deve ter no máximo 140 caracteres.' },
};
