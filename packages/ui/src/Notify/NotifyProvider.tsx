import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { NOTIFICATION_TIMEOUT_MS, POSITIVE_NOTIFICATION_TIMEOUT_MS } from '@ipe/domain';
import { Notify, type NotifyVariant } from './Notify';
import { NotifyContext, type NotifyApi, type NotifyOptions } from './NotifyContext';
import { stack, stackGroup, stackItem } from './Notify.css';
import { useUiMessages } from '../Locale';

interface Entry extends NotifyOptions {
  id: string;
  variant: NotifyVariant;
  message: ReactNode;
  timeout: number;
}

export interface NotifyProviderProps {
  children?: ReactNode;
  /** Name of the notification area for screen readers. */
  label?: string;
  closeLabel?: string;
}

/** Holds the notification stack and gives `useNotify()` to everything inside. */
export function NotifyProvider({ children, label: labelProp, closeLabel }: NotifyProviderProps) {
  const messages = useUiMessages();
  const label = labelProp === undefined ? messages.notifications : labelProp;
  const [entries, setEntries] = useState<Entry[]>([]);
  // The latest list, for callbacks that run between renders (timers, dismissAll).
  const entriesRef = useRef<Entry[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    const entry = entriesRef.current.find((candidate) => candidate.id === id);
    if (!entry) return;
    entriesRef.current = entriesRef.current.filter((candidate) => candidate.id !== id);
    setEntries(entriesRef.current);
    entry.onDismiss?.();
  }, []);

  const api = useMemo<NotifyApi>(() => {
    const notify: NotifyApi['notify'] = (variant, message, options = {}) => {
      nextId.current += 1;
      const id = `notify-${nextId.current}`;
      const timeout =
        options.timeout ??
        (variant === 'positive' ? POSITIVE_NOTIFICATION_TIMEOUT_MS : NOTIFICATION_TIMEOUT_MS);
      // Newest first: the latest message sits on top of the stack.
      entriesRef.current = [{ ...options, id, variant, message, timeout }, ...entriesRef.current];
      setEntries(entriesRef.current);
      return id;
    };
    return {
      notify,
      negative: (message, options) => notify('negative', message, options),
      warning: (message, options) => notify('warning', message, options),
      positive: (message, options) => notify('positive', message, options),
      dismiss,
      dismissAll: () => entriesRef.current.forEach((entry) => dismiss(entry.id)),
    };
  }, [dismiss]);

  return (
    <NotifyContext.Provider value={api}>
      {children}
      <section aria-label={label} className={stack}>
        {/* Errors stack on top and are alerts, announced at once. */}
        <div className={stackGroup}>
          {entries
            .filter((entry) => entry.variant === 'negative')
            .map((entry) => (
              <TimedNotify
                key={entry.id}
                entry={entry}
                onDismiss={dismiss}
                closeLabel={closeLabel}
              />
            ))}
        </div>
        {/* Always mounted, so screen readers announce what is added to it. */}
        <div className={stackGroup} aria-live="polite" aria-relevant="additions text">
          {entries
            .filter((entry) => entry.variant !== 'negative')
            .map((entry) => (
              <TimedNotify
                key={entry.id}
                entry={entry}
                onDismiss={dismiss}
                closeLabel={closeLabel}
              />
            ))}
        </div>
      </section>
    </NotifyContext.Provider>
  );
}

interface TimedNotifyProps {
  entry: Entry;
  onDismiss: (id: string) => void;
  closeLabel?: string;
}

/** A notification that closes itself after its timeout, paused while hovered or focused (WCAG 2.2.1). */
function TimedNotify({ entry, onDismiss, closeLabel }: TimedNotifyProps) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(entry.timeout);

  useEffect(() => {
    if (entry.timeout <= 0 || paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(entry.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [entry.id, entry.timeout, onDismiss, paused]);

  return (
    <Notify
      className={stackItem}
      variant={entry.variant}
      live={entry.variant === 'negative'}
      title={entry.title}
      message={entry.message}
      onClose={() => onDismiss(entry.id)}
      closeLabel={closeLabel}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    />
  );
}
