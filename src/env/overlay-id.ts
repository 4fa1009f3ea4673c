/** Id of the one element the SDK adds for its dialogs, banners and messages (ui/overlay). */
export const OVERLAY_HOST_ID = 'atrium-overlay-root';
