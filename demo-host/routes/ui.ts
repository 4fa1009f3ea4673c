// The UI gallery's one endpoint (pages/ui/gallery.html): a business call that fails with a server
// message, so the gallery shows the error message the SDK draws for it.
import type { Express } from 'express';

/** Registers `/api/doc/ui-gallery-error`. */
export function register(app: Express): void {
  app.all('/api/doc/ui-gallery-error', (_req, res) => {
    res.json({
      code: 500,
      status: false,
      msg: 'Export failed: the file is larger than 20 MB. Split the report by month (2026-11-27) and try again.',
    });
  });
}
