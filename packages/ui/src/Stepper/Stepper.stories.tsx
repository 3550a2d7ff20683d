import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stepper } from './Stepper';

const steps = ['Dados pessoais', 'Endereço', 'Senha', 'PIN', 'Aparelho'];

const meta = {
  title: 'Navegação/Stepper',
  component: Stepper,
  tags: ['autodocs'],
  args: { steps, current: 1, label: 'Ativação da conta' },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inicio: Story = { name: 'Início', args: { current: 0 } };

export const NoMeio: Story = { name: 'No meio' };

export const UltimaEtapa: Story = { name: 'Última etapa', args: { current: steps.length - 1 } };

export const TextoLongo: Story = {
  name: 'Texto longo',
  args: {
    steps: [
      'Confirme seus dados pessoais e de contato',
      'Comprovante de endereço residencial',
      'Revisão',
    ],
    current: 1,
  },
};
