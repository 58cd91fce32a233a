import { withAccessibility } from './dashboard-accessibility';

describe('withAccessibility', () => {
  const page = `<html><head><title>Queues</title>
    <link href="https://fonts.googleapis.com/css2?family=IBM+Plex+Sans&display=swap" rel="stylesheet">
<link href="static/css/main.css" rel="stylesheet"></head><body></body></html>`;

  it("adds the app's script and style to the head and leaves out the blocked font", () => {
    const html = withAccessibility(page, '/api/admin/queues');
    expect(html).toContain(
      '<link rel="stylesheet" href="/api/admin/queues/accessibility.css"><script defer src="/api/admin/queues/accessibility.js"></script></head>',
    );
    expect(html).not.toContain('fonts.googleapis.com');
    expect(html).toContain('static/css/main.css');
  });
});
