import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_TILE_URL, isTileTemplate, tileHostSource } from './map-tiles';

describe('map tile templates', () => {
  it('need http(s) and {z}, {x}, {y}', () => {
    expect(isTileTemplate(DEFAULT_MAP_TILE_URL)).toBe(true);
    expect(isTileTemplate('https://tiles.example.ru/{z}/{x}.png')).toBe(false);
    expect(isTileTemplate('ftp://a/{z}/{x}/{y}.png')).toBe(false);
  });
  it('give the origin for the page CSP, subdomains as a wildcard', () => {
    expect(tileHostSource(DEFAULT_MAP_TILE_URL)).toBe('https://tile.openstreetmap.org');
    expect(tileHostSource('https://{s}.tile.example.ru/{z}/{x}/{y}.png')).toBe('https://*.tile.example.ru');
    expect(tileHostSource('nonsense')).toBeNull();
  });
});
