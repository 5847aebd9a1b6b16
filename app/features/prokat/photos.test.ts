import { describe, expect, it } from 'vitest';
import { modelPictureSrcSet, postomatPhotoSrcSet } from './photos';

describe('prokat picture srcsets', () => {
  it('offers the smaller copies of a shipped locker photo', () => {
    expect(postomatPhotoSrcSet('/images/prokat/postomat-2.webp')).toBe(
      '/images/prokat/postomat-2-480w.webp 480w, /images/prokat/postomat-2-720w.webp 720w, /images/prokat/postomat-2.webp 960w',
    );
  });

  it('offers the smaller copies of a shipped model picture', () => {
    expect(modelPictureSrcSet('/images/prokat/makita-hr2470.webp')).toBe(
      '/images/prokat/makita-hr2470-320w.webp 320w, /images/prokat/makita-hr2470-480w.webp 480w, /images/prokat/makita-hr2470.webp 800w',
    );
  });

  it('leaves any other address as it is', () => {
    expect(postomatPhotoSrcSet('https://cdn.example/p.webp')).toBeUndefined();
    expect(postomatPhotoSrcSet('/images/warehouses/a.webp')).toBeUndefined();
    expect(modelPictureSrcSet('/images/prokat/postomat-1.webp')).toBeUndefined();
    expect(modelPictureSrcSet('/images/prokat/category-perforatory.webp')).toBeUndefined();
    expect(modelPictureSrcSet('/images/prokat/makita-hr2470-320w.webp')).toBeUndefined();
    expect(modelPictureSrcSet('/uploads/x.webp')).toBeUndefined();
  });
});
