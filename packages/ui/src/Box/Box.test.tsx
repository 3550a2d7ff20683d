import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box } from './Box';

describe('Box', () => {
  it('renders the element asked for, with its HTML attributes and none of the layout props', () => {
    render(
      <Box as="ul" aria-label="Atalhos" display="grid" gap="sm" data-testid="box">
        <li>Pix</li>
      </Box>,
    );
    const list = screen.getByRole('list', { name: 'Atalhos' });
    expect(list.tagName).toBe('UL');
    expect(list).not.toHaveAttribute('display');
    expect(list).not.toHaveAttribute('gap');
    expect(list).toHaveAttribute('data-testid', 'box');
  });

  it('gives each layout value and each breakpoint its own class, and keeps the caller’s', () => {
    const { container, rerender } = render(<Box display="flex" className="extra" />);
    const flex = (container.firstChild as HTMLElement).className;
    expect(flex).toContain('extra');
    rerender(<Box display={{ mobile: 'flex', desktop: 'grid' }} className="extra" />);
    const responsive = (container.firstChild as HTMLElement).className.split(' ');
    expect(responsive.length).toBeGreaterThan(flex.split(' ').length);
  });
});
