/** Where the host app goes next (a router in the browser, a no-op or a log in a script). */
export interface BankNavigator {
  navigate(path: string): void;
}

/** A message for the user, in the three kinds of SPEC §8. */
export interface BankNotification {
  type: 'negative' | 'warning' | 'positive';
  message: string;
}

/** How the host app shows a message (a toast in the browser, stderr in a script). */
export interface BankNotifier {
  notify(notification: BankNotification): void;
}
