import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconButton } from './IconButton';

function CloseGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="100%" height="100%" fill="none" stroke="currentColor">
      <path d="M6 6l12 12M18 6L6 18" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function CopyGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="100%" height="100%" fill="none" stroke="currentColor">
      <rect x="9" y="9" width="11" height="11" rx="2" strokeWidth="2" />
      <path d="M5 15V6a2 2 0 0 1 2-2h9" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

const meta = {
  title: 'Ações/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { 'aria-label': 'Fechar', icon: <CloseGlyph /> },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Padrao: Story = { name: 'Padrão' };

export const Variantes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <IconButton {...args} variant="ghost" />
      <IconButton
        {...args}
        variant="secondary"
        aria-label="Copiar chave Pix"
        icon={<CopyGlyph />}
      />
      <IconButton {...args} variant="primary" aria-label="Copiar código" icon={<CopyGlyph />} />
    </div>
  ),
};

export const Pequeno: Story = { args: { size: 'sm' } };

export const Desabilitado: Story = {
  args: { disabled: true, 'aria-label': 'Copiar chave Pix', icon: <CopyGlyph /> },
};
