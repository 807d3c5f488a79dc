import { describe, expect, it } from 'vitest';
import { isCreateAreaAllowed, isLocalDevelopmentHost } from './create-area.ts';

describe('create area', () => {
  it.each(['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]'])('is open on %s', (host) => {
    expect(isLocalDevelopmentHost(host)).toBe(true);
    expect(isCreateAreaAllowed(undefined, host)).toBe(true);
  });

  it.each(['inroad.example.com', '10.0.0.5', '128.0.0.1', '127.0.0.256', 'localhost.example.com', '::2'])(
    'is closed on %s',
    (host) => {
      expect(isCreateAreaAllowed(undefined, host)).toBe(false);
    },
  );

  it("follows the server's decision once the app config is known", () => {
    expect(isCreateAreaAllowed({ createArea: false }, 'localhost')).toBe(false);
    expect(isCreateAreaAllowed({ createArea: true }, 'inroad.example.com')).toBe(true);
  });
});
