import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { PublicLayout } from '../../app/layout/PublicLayout';
import { StoryApp } from '../../app/testing/StoryApp';
import { withSession } from '../../app/testing/storyLoaders';
import { HelpPage } from './HelpPage';

const routes = [
  {
    element: <PublicLayout />,
    children: [
      { path: '/ajuda', element: <HelpPage /> },
      { path: '/ajuda/:topic', element: <HelpPage /> },
    ],
  },
];

const meta = {
  title: 'Telas/Ajuda',
  parameters: { layout: 'fullscreen' },
  args: { path: '/ajuda' },
  loaders: [withSession(null)],
  render: ({ path }, { loaded }) => (
    <StoryApp path={path} routes={routes} i18n={loaded.i18n as I18n} />
  ),
} satisfies Meta<{ path: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every subject, the search and the contact channels. */
export const TodosOsAssuntos: Story = { tags: ['mobile'] };

/** The article a screen's "?" opens. */
export const Artigo: Story = { args: { path: '/ajuda/limites-pix' } };

/** Typed with typos, found all the same. */
export const Busca: Story = { args: { path: '/ajuda?q=limte%20noturo' } };

export const BuscaSemResultado: Story = { args: { path: '/ajuda?q=xylofone' } };
