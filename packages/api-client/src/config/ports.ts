/** Where the host app goes next (a router in the browser, a no-op or a log in a script). */
export interface BankNavigator {
  navigate(path: string): void;
}

/** A message for the user, in the three kinds of SPEC §8. */
export interface BankNotification {
  type: 'negative' | 'warning' | 'positive';
  /** SPEC §8's pt-BR text, for hosts without texts of their own (a script's stderr). */
  message: string;
  /** Why, as a code: an app shows its own words for it (in the person's language). */
  reason: NotificationReason;
}

/** The SPEC §8 situations the clients tell the person about themselves. */
export type NotificationReason = 'device-not-enabled' | 'no-permission' | 'pin-attempts-exceeded';

/** How the host app shows a message (a toast in the browser, stderr in a script). */
export interface BankNotifier {
  notify(notification: BankNotification): void;
}
