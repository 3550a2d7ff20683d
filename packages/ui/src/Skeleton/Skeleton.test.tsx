import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('applies the given size and a class per shape', () => {
    const { container, rerender } = render(<Skeleton shape="circle" width="40%" height="2rem" />);
    const element = container.firstElementChild as HTMLElement;
    expect(element).toHaveStyle({ width: '40%', height: '2rem' });
    const circleClass = element.className;
    rerender(<Skeleton shape="block" />);
    expect((container.firstElementChild as HTMLElement).className).not.toBe(circleClass);
  });
});
