/**
 * Whether `id` is an application id as the Desktop Entry Specification wants a desktop file's name (its
 * "desktop file ID", without ".desktop"): a reverse-DNS name by D-Bus's rules for a well-known bus name,
 * two or more elements joined by ".", each of letters, digits and "_" and not beginning with a digit,
 * 255 characters at most. "-", which D-Bus allows but cannot carry into an object path, is refused too.
 */
export function isReverseDnsId(id: string): boolean {
  const elements = id.split('.');
  return id.length <= 255 && elements.length >= 2 && elements.every((element) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(element));
}
