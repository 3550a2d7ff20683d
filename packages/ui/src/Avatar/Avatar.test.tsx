import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first and last word, skipping Portuguese connectives', () => {
    expect(initialsOf('Maria da Silva')).toBe('MS');
    expect(initialsOf('  joão pedro dos santos ')).toBe('JS');
    expect(initialsOf('Ipê')).toBe('I');
    expect(initialsOf('Ângela de Oliveira')).toBe('ÂO');
    expect(initialsOf('   ')).toBe('');
  });
});

describe('Avatar', () => {
  it('is an image named after the person showing the initials', () => {
    render(<Avatar name="Ana Beatriz Souza" />);
    const img = screen.getByRole('img', { name: 'Ana Beatriz Souza' });
    expect(img).toHaveTextContent('AS');
  });

  it('is hidden from assistive technology when decorative', () => {
    render(<Avatar name="Ana Souza" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('AS')).toHaveAttribute('aria-hidden', 'true');
  });
});
