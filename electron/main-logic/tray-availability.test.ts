import { describe, expect, it } from 'vitest';
import { trayCanBeShown, type RunCommand } from './tray-availability';

const answering =
  (answer: string | Error): RunCommand =>
  async (file, args) => {
    expect(file).toBe('dbus-send');
    expect(args).toContain('string:org.kde.StatusNotifierWatcher');
    if (answer instanceof Error) throw answer;
    return answer;
  };
const notAsked: RunCommand = async () => {
  throw new Error('nothing to ask on this system');
};

describe('whether the tray icon can be seen', () => {
  it('always on Windows and macOS, without asking anything', async () => {
    expect(await trayCanBeShown('win32', notAsked)).toBe(true);
    expect(await trayCanBeShown('darwin', notAsked)).toBe(true);
  });

  it('on Linux only where a StatusNotifierWatcher owns its name on the session bus', async () => {
    const reply = (owned: boolean) =>
      `method return time=1 sender=org.freedesktop.DBus -> destination=:1.9 serial=3 reply_serial=2\n   boolean ${owned}\n`;
    expect(await trayCanBeShown('linux', answering(reply(true)))).toBe(true);
    // Stock GNOME: no watcher, so an icon would be invisible.
    expect(await trayCanBeShown('linux', answering(reply(false)))).toBe(false);
    // No session bus, no dbus-send, or no answer in time.
    expect(await trayCanBeShown('linux', answering(new Error('spawn dbus-send ENOENT')))).toBe(false);
  });
});
