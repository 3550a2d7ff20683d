import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Inline, Link, Notify, Stack } from '@ipe/ui';

/**
 * A charge just issued: the news, the charge as its payer takes it (`children`), another one,
 * and the way to its page in pix/requests.
 */
export function ChargeIssued({
  txid,
  message,
  another,
  onAnother,
  seeCharge,
  children,
}: {
  txid: string;
  message: string;
  another: string;
  onAnother: () => void;
  seeCharge: string;
  children: ReactNode;
}) {
  return (
    <Stack space="md">
      <Notify variant="positive" message={message} />
      {children}
      <Inline space="sm">
        <Button variant="secondary" onClick={onAnother}>
          {another}
        </Button>
        <Link asChild>
          <RouterLink to={`/bank/pix/requests/${txid}`}>{seeCharge}</RouterLink>
        </Link>
      </Inline>
    </Stack>
  );
}
