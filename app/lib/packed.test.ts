import { describe, expect, it } from 'vitest';
import { pack, packOnce, unpack } from '#app/lib/packed.ts';

describe('packed loader data', () => {
  const data = { title: 'Laptop "16"', price: 999.5, tags: ['a', 'b'], none: null };

  it('is one JSON string for the wire, and the very object again on the server', () => {
    const p = pack(data);
    expect(Object.keys(p)).toEqual(['__json']);
    expect(JSON.parse(p.__json)).toEqual(data);
    expect(unpack(p)).toBe(data);
  });

  it('parses a pack that came over the wire once, whatever reads it', () => {
    const wire = JSON.parse(JSON.stringify(pack(data))) as ReturnType<typeof pack<typeof data>>;
    const first = unpack(wire);
    expect(first).toEqual(data);
    expect(first).not.toBe(data);
    expect(unpack(wire)).toBe(first);
  });

  it('passes anything else through: a stub, undefined, null', () => {
    const stub = { title: 'x' };
    expect(unpack(stub)).toBe(stub);
    expect(unpack(undefined)).toBeUndefined();
    expect(unpack(null)).toBeNull();
    expect(unpack({ __json: 1 })).toEqual({ __json: 1 });
  });

  it('packs what is made of one source once per function', () => {
    const answer = { data: [{ id: 1 }, { id: 2 }] };
    let calls = 0;
    const ids = (a: typeof answer) => (calls++, a.data.map((p) => p.id));
    const count = (a: typeof answer) => a.data.length;
    const first = packOnce(answer, ids);
    expect(packOnce(answer, ids)).toBe(first);
    expect(calls).toBe(1);
    expect(unpack(first)).toEqual([1, 2]);
    // Another function of the same source, and the same function of another (equal) source, are their own.
    expect(unpack(packOnce(answer, count))).toBe(2);
    const other = packOnce({ data: [{ id: 1 }, { id: 2 }] }, ids);
    expect(other).not.toBe(first);
    expect(calls).toBe(2);
  });
});
