import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card';
import { ContentBlock } from '../ContentBlock';
import { Heading } from '../Heading';
import { Link } from '../Link';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { PublicShell } from './PublicShell';

const meta = {
  title: 'Navegação/PublicShell',
  component: PublicShell,
  tags: ['autodocs', 'mobile'],
  parameters: { layout: 'fullscreen' },
  args: {
    brand: (
      <Link variant="plain" href="#/">
        Ipê
      </Link>
    ),
    actions: <Link href="#/ajuda">Ajuda</Link>,
    footer: <span>Ipê — o banco digital aberto</span>,
    children: (
      <ContentBlock>
        <Stack space="lg">
          <Heading level={1}>Ajuda</Heading>
          <Card>
            <Text as="p" leading="normal">
              Fale com a gente pelo chat, todos os dias, das 8h às 22h.
            </Text>
          </Card>
        </Stack>
      </ContentBlock>
    ),
  },
  argTypes: {
    brand: { control: false },
    actions: { control: false },
    footer: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof PublicShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Publica: Story = { name: 'Pública' };
