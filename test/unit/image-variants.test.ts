import { describe, expect, it } from 'vitest';
import { srcSetOf } from '../../src/shared/image-variants.js';

describe('srcSetOf', () => {
  it('names the 320 and 800 px copies and the web copy of an uploaded image, locally or in a bucket', () => {
    const key = '0123456789abcdef0123456789abcdef';
    expect(srcSetOf(`/uploads/${key}`)).toBe(`/uploads/${key}-w320 320w, /uploads/${key}-w800 800w, /uploads/${key} 1600w`);
    expect(srcSetOf(`https://cdn.example.com/uploads/${key}`)).toContain(`https://cdn.example.com/uploads/${key}-w320 320w`);
  });

  it('leaves any other image alone', () => {
    expect(srcSetOf('/demo/tacos.jpg')).toBeUndefined();
    expect(srcSetOf(null)).toBeUndefined();
    expect(srcSetOf('/uploads/not-a-key')).toBeUndefined();
  });
});
