import { style } from '@vanilla-extract/css';

/*
 * Elements start from nothing, as in Braid: a <ul> used for layout has no bullets or indent, a
 * <p> or <dl> no browser margin; the screen says what spacing it wants through Box's props.
 */
export const reset = {
  block: style({ margin: 0 }),
  list: style({ margin: 0, padding: 0, listStyle: 'none' }),
};
