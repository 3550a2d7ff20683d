import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { BasisPoints } from '@ipe/domain';
import { useState } from 'react';
import { PercentField, type PercentFieldProps } from './PercentField';

/** Keeps the value in state so the story can be typed into. */
function Controlled(props: PercentFieldProps) {
  const [value, setValue] = useState<BasisPoints | null>(props.value);
  return <PercentField {...props} value={value} onChange={setValue} />;
}

/** Form fields are shown at a phone's width, as people meet them. */
const narrow: Decorator = (Story) => (
  <div style={{ maxWidth: '20rem' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Dinheiro/PercentField',
  component: PercentField,
  tags: ['autodocs'],
  args: { label: 'Multa por atraso', value: null, onChange: () => {} },
  render: (args) => <Controlled {...args} />,
  decorators: [narrow],
} satisfies Meta<typeof PercentField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vazio: Story = {};

export const Preenchido: Story = {
  args: { value: 200, max: 200, hint: 'Uma vez, sobre o valor. Até 2%.' },
};

export const ComErro: Story = {
  name: 'Com erro',
  args: { value: 1_250, error: 'Os juros podem ser de no máximo 10% ao mês.' },
};
