/**
 * Whether the browser asks not to be tracked: Global Privacy Control (`navigator.globalPrivacyControl`) or Do Not
 * Track ('1'). Either one turns analytics and the advertising tag off for the visit: nothing is loaded or sent.
 */
type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
type PrivacyWindow = Window & { doNotTrack?: string };

export function browserRefusesTracking(
  nav: PrivacyNavigator = navigator as PrivacyNavigator,
  win: PrivacyWindow = window as PrivacyWindow,
): boolean {
  if (nav.globalPrivacyControl === true) return true;
  const doNotTrack = nav.doNotTrack ?? win.doNotTrack ?? nav.msDoNotTrack ?? null;
  return doNotTrack === '1' || doNotTrack === 'yes';
}
