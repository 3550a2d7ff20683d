import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Link } from './Link';

describe('Link', () => {
  it('is a link named by its text and reachable by keyboard', async () => {
    const user = userEvent.setup();
    render(<Link href="#/ajuda">Central de ajuda</Link>);
    await user.tab();
    const link = screen.getByRole('link', { name: 'Central de ajuda' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#/ajuda');
  });

  it('opens external pages in a new tab without giving them window.opener, and says so', () => {
    render(
      <Link href="https://www.bcb.gov.br" external>
        Banco Central
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Banco Central (abre em uma nova aba)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('with asChild styles the child element and keeps its own props', () => {
    render(
      <Link asChild className="extra">
        <a href="#/bank/pix" data-router="yes">
          Área Pix
        </a>
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Área Pix' });
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveAttribute('href', '#/bank/pix');
    expect(link.className).toContain('extra');
    expect(link.className.split(' ').length).toBeGreaterThan(1);
  });
});
