/**
 * Lets code outside React (the API layer's toasts) navigate inside the single-page app.
 * The router registers itself at start-up; before that a plain page load is used.
 */
type Navigate = (to: string) => void;

let navigateImpl: Navigate | null = null;

export function registerNavigate(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string): void {
  if (navigateImpl) navigateImpl(to);
  else window.location.assign(to);
}
