import { clsx } from 'clsx';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { IconButton } from '../IconButton';
import { CloseIcon } from './CloseIcon';
import {
  content,
  description as descriptionClass,
  footer as footerClass,
  handle,
  header,
  overlay,
  title as titleClass,
} from './Dialog.css';
import { useUiMessages } from '../Locale';

export interface DialogProps {
  /** Names the dialog. */
  title: ReactNode;
  /** Read when the dialog opens, after the title. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom; wrap a cancel button in `DialogClose`. */
  footer?: ReactNode;
  /** The element that opens the dialog (a Button); focus returns to it on close. */
  trigger?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  closeLabel?: string;
  /**
   * `alertdialog` for a decision that interrupts (deleting a Pix key): no close on a click outside.
   */
  role?: 'dialog' | 'alertdialog';
  /**
   * `center` (default) floats over the page; `bottom` rises from the bottom edge as a sheet, the
   * phone pattern for choices and confirmations (pick a Pix key type, confirm a payment).
   */
  position?: 'center' | 'bottom';
  /** Where the dialog is mounted; defaults to document.body (theme class on <html>). */
  container?: HTMLElement | null;
  className?: string;
}

/**
 * A modal dialog (Radix): focus moves in and is trapped, Escape, the scrim and the close button
 * close it, focus returns to what opened it, the page behind is inert. Title and description name
 * and describe it. One component for every overlay; `position` says where it sits.
 */
export function Dialog({
  title,
  description,
  children,
  footer,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  closeLabel: closeLabelProp,
  role = 'dialog',
  position = 'center',
  container,
  className,
}: DialogProps) {
  const messages = useUiMessages();
  const closeLabel = closeLabelProp === undefined ? messages.close : closeLabelProp;
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className={overlay} />
        <RadixDialog.Content
          role={role}
          className={clsx(content({ position }), className)}
          // Without a description Radix would point aria-describedby at nothing.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onPointerDownOutside={
            role === 'alertdialog' ? (event) => event.preventDefault() : undefined
          }
        >
          {position === 'bottom' ? <span className={handle} aria-hidden="true" /> : null}
          <div className={header}>
            <RadixDialog.Title className={titleClass({ position })}>{title}</RadixDialog.Title>
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
          {footer ? <div className={footerClass({ position })}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding Dialog when its child (a Button) is pressed. */
export function DialogClose({ children }: { children: ReactNode }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
