import type { ReactNode } from 'react';
import type { Cents } from '@ipe/domain';
import {
  Amount,
  Badge,
  Card,
  DescriptionList,
  Inline,
  Notify,
  Stack,
  Text,
  type BadgeTone,
} from '@ipe/ui';
import type { PdfSection } from './labelledPdf';

export interface ReceiptViewProps {
  /**
   * What the receipt says, section by section: the same sections its PDF prints (labelledPdf),
   * so the screen and the file cannot tell two stories. The first is the summary, titled by the
   * payment's state; the others are its parties.
   */
  sections: readonly PdfSection[];
  /** Shown large above the summary's lines; the PDF prints it as their first (`lead`). */
  amount: Cents;
  /** The state's colour, from the payment's status. */
  tone: BadgeTone;
  /** Why the payment did not go through, in words; nothing where it did. */
  refusal?: string | null;
  /** What can be done with it: download, share, save as a favourite, the next steps. */
  children?: ReactNode;
}

const items = (section: PdfSection) =>
  section.lines
    .filter((line): line is [string, string] => line[1] !== null)
    .map(([term, description]) => ({
      term,
      // An id or a code is one long word: it breaks where it must instead of overflowing.
      description: <Text breakWord>{description}</Text>,
    }));

/** A payment's receipt (comprovante) on screen: its state and amount, then its sections. */
export function ReceiptView({ sections, amount, tone, refusal, children }: ReceiptViewProps) {
  const [summary, ...parties] = sections;
  return (
    <Stack space="lg">
      {summary ? (
        <Card as="article">
          <Stack space="md">
            <Inline space="sm" alignY="center">
              <Badge tone={tone}>{summary.title}</Badge>
            </Inline>
            {refusal ? <Notify variant="negative" message={refusal} /> : null}
            <Amount value={amount} size="xl" />
            <DescriptionList items={items(summary)} />
          </Stack>
        </Card>
      ) : null}
      {parties.map((section) => (
        <Card key={section.title} as="section" title={section.title} headingLevel={2}>
          <DescriptionList items={items(section)} />
        </Card>
      ))}
      {children}
    </Stack>
  );
}
