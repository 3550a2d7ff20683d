import { clsx } from 'clsx';
import { createElement, type AllHTMLAttributes, type ElementType, type Ref } from 'react';
import { reset } from './Box.css';
import { sprinkles, type Sprinkles } from './sprinkles.css';

export interface BoxProps
  extends Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as' | 'wrap'>, Sprinkles {
  /** The element rendered; `ul`, `ol`, `p`, `dl`, `dd` and headings lose their browser spacing. */
  as?: ElementType;
  ref?: Ref<HTMLElement>;
}

const LIST = new Set(['ul', 'ol']);
const BLOCK = new Set(['p', 'dl', 'dd', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'figure', 'fieldset']);

/** Pick the sprinkles props out of the rest, so only HTML attributes reach the DOM. */
function splitProps(props: Record<string, unknown>) {
  const atoms: Record<string, unknown> = {};
  const html: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else html[key] = value;
  }
  return { atoms: atoms as Sprinkles, html };
}

/**
 * The primitive every layout is built on: an element with spacing, flow and alignment from the
 * theme's tokens. Screens use Stack, Inline, Columns and Tiles; reach for Box when none fits.
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const { atoms, html } = splitProps(props);
  const element = typeof as === 'string' ? as : '';
  return createElement(as, {
    ...html,
    className: clsx(
      LIST.has(element) && reset.list,
      BLOCK.has(element) && reset.block,
      sprinkles(atoms),
      className,
    ),
  });
}
