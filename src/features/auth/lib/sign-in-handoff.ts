/**
 * The address a finished sign-up hands to the sign-in form, carried in the history entry's state: it prefills the
 * form without appearing in the URL (and so in logs or shared links), and Back/Forward keep it.
 */
declare module '@tanstack/react-router' {
  interface HistoryState {
    signInEmail?: string;
  }
}

export {};
