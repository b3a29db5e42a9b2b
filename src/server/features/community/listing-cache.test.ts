import { describe, expect, it } from 'vitest';
import { ListingCache } from './listing-cache.ts';

describe('the visitors’ listing cache', () => {
  it('answers a kept listing until it is ttlMs old, then forgets it', () => {
    let now = 1_000;
    const cache = new ListingCache(1000, { now: () => now });
    cache.set('recent|1|20||', '{"page":1}');
    now += 999;
    expect(cache.get('recent|1|20||')).toBe('{"page":1}');
    now += 1;
    expect(cache.get('recent|1|20||')).toBeUndefined();
  });

  it('keeps nothing when off, and forgets everything when cleared', () => {
    const off = new ListingCache(0);
    off.set('a', 'x');
    expect(off.get('a')).toBeUndefined();
    const cache = new ListingCache(1000);
    cache.set('a', 'x');
    cache.set('b', 'y');
    cache.clear();
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
  });

  it('lets the oldest listing go when full', () => {
    const cache = new ListingCache(1000, { maxEntries: 2 });
    cache.set('a', '1');
    cache.set('b', '2');
    cache.set('c', '3');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, '2', '3']);
  });
});
