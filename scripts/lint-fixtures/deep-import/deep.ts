// Reaches into another package's files instead of its public index: lint must refuse both.
import { parseBrCode } from '@ipe/domain/src/pix/parseBrCode';
import { encodePin } from '../../../packages/domain/src/index';

export const deep = [parseBrCode, encodePin];
