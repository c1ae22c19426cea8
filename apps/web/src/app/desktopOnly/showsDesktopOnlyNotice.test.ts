import { describe, expect, it } from 'vitest';
import { showsDesktopOnlyNotice } from './showsDesktopOnlyNotice';

const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1';
const desktop =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('showsDesktopOnlyNotice', () => {
  it('shows the notice on mobile outside public pages only', () => {
    expect(showsDesktopOnlyNotice('/patients', iPhone)).toBe(true);
    expect(showsDesktopOnlyNotice('/patient/account-settings', iPhone)).toBe(true);
    expect(showsDesktopOnlyNotice('/login', iPhone)).toBe(false);
    expect(showsDesktopOnlyNotice('/patient/login', iPhone)).toBe(false);
  });

  it('never shows it on desktop', () => {
    expect(showsDesktopOnlyNotice('/patients', desktop)).toBe(false);
  });
});
