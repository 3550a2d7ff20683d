import { clsx } from 'clsx';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { CloseIcon } from '../Dialog/CloseIcon';
import { IconButton } from '../IconButton';
import {
  content,
  description as descriptionClass,
  footer as footerClass,
  handle,
  header,
  overlay,
  title as titleClass,
} from './Sheet.css';
import { useUiMessages } from '../Locale';

export interface SheetProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions stacked full width at the bottom, within thumb reach. */
  footer?: ReactNode;
  trigger?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  closeLabel?: string;
  container?: HTMLElement | null;
  className?: string;
}

/**
 * A bottom sheet: a modal dialog that rises from the bottom edge, the phone pattern for choices
 * and confirmations (pick a Pix key type, confirm a payment). Same behaviour as Dialog: focus
 * trapped, Escape, the scrim and the close button close it, focus returns to the trigger.
 * Close it from the footer with `DialogClose`.
 */
export function Sheet({
  title,
  description,
  children,
  footer,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  closeLabel: closeLabelProp,
  container,
  className,
}: SheetProps) {
  const messages = useUiMessages();
  const closeLabel = closeLabelProp === undefined ? messages.close : closeLabelProp;
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className={overlay} />
        <RadixDialog.Content
          className={clsx(content, className)}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <span className={handle} aria-hidden="true" />
          <div className={header}>
            <RadixDialog.Title className={titleClass}>{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <IconButton aria-label={closeLabel} icon={<CloseIcon />} size="sm" />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className={descriptionClass}>
              {description}
            </RadixDialog.Description>
          ) : null}
          {children}
          {footer ? <div className={footerClass}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
