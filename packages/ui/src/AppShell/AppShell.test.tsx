import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppShell, type AppShellNavItem } from './AppShell';

const items: AppShellNavItem[] = [
  { id: 'home', label: 'Início', href: '#/bank/home', current: true },
  { id: 'statement', label: 'Extrato', href: '#/bank/statement/account' },
  { id: 'pix', label: 'Pix', href: '#/bank/pix' },
];

describe('AppShell', () => {
  it('has a banner, a named navigation with the current page and the main content', () => {
    render(
      <AppShell navItems={items} title="Início" actions={<button type="button">Sair</button>}>
        <p>Conteúdo</p>
      </AppShell>,
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Ipê');
    expect(screen.getByRole('heading', { level: 1, name: 'Início' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Seções do banco' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Início', 'Extrato', 'Pix']);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[1]).not.toHaveAttribute('aria-current');
    expect(links[1]).toHaveAttribute('href', '#/bank/statement/account');
    expect(screen.getByRole('main')).toHaveTextContent('Conteúdo');
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
  });

  it('shows a notice above the content, such as the consult-mode warning', () => {
    render(
      <AppShell navItems={items} notice={<p>Você está em modo consulta</p>}>
        <p>Conteúdo</p>
      </AppShell>,
    );
    const main = screen.getByRole('main');
    expect(main.firstElementChild).toHaveTextContent('Você está em modo consulta');
  });

  it('starts with a skip link to the main content', () => {
    render(<AppShell navItems={items}>x</AppShell>);
    const skip = screen.getByRole('link', { name: 'Pular para o conteúdo' });
    expect(skip.getAttribute('href')).toBe(`#${screen.getByRole('main').id}`);
  });

  it('lets the app render links with its router', () => {
    const renderLink = vi.fn(
      (item: AppShellNavItem, props: { className: string; children: React.ReactNode }) => (
        <button type="button" className={props.className} data-to={item.href}>
          {props.children}
        </button>
      ),
    );
    render(<AppShell navItems={items} renderLink={renderLink} />);
    expect(renderLink).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('button', { name: 'Extrato' })).toHaveAttribute(
      'data-to',
      '#/bank/statement/account',
    );
  });
});
