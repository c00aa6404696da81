-- The demo's logos as WebP and favicons as PNG: an SVG logo with text is an SVG document the browser builds, and shapes its text in, on
-- the page's main thread (50–100 ms a page load, unthrottled). Only the addresses the seed and the provider's
-- defaults wrote move; a logo an agency uploaded is its own. The SVG files stay served for any other copy of them.
UPDATE "agencies" SET "logo" = '/media/acme-logo.webp' WHERE "logo" = '/media/acme-logo.svg';
--> statement-breakpoint
UPDATE "agencies" SET "logo" = '/media/nomad-logo.webp' WHERE "logo" = '/media/nomad-logo.svg';
--> statement-breakpoint
UPDATE "agencies" SET "logo" = '/media/waypoint-logo.webp' WHERE "logo" = '/media/waypoint-logo.svg';
--> statement-breakpoint
-- The favicons too: Chromium decodes a page's favicon in the page's process, an SVG one as a document of its own.
UPDATE "agencies" SET "favicon" = '/media/acme-favicon.png' WHERE "favicon" = '/media/acme-favicon.svg';
--> statement-breakpoint
UPDATE "agencies" SET "favicon" = '/media/nomad-favicon.png' WHERE "favicon" = '/media/nomad-favicon.svg';
--> statement-breakpoint
UPDATE "agencies" SET "favicon" = '/media/waypoint-favicon.png' WHERE "favicon" = '/media/waypoint-favicon.svg';
