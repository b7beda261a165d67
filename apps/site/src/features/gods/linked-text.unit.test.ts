import { linkParts } from './linked-text';

describe('linkParts: a sentence with one link', () => {
  test('the text before, the link and the text after', () => {
    expect(linkParts('Open god chests for its card, or buy the gold card in the <link>store</link>.')).toEqual({
      before: 'Open god chests for its card, or buy the gold card in the ',
      link: 'store',
      after: '.',
    });
    expect(linkParts('开启神祇宝箱获得卡牌，或在<link>商店</link>购买黄金卡牌。')).toEqual({
      before: '开启神祇宝箱获得卡牌，或在',
      link: '商店',
      after: '购买黄金卡牌。',
    });
  });
  test('at either end', () => {
    expect(linkParts('<link>Store</link>')).toEqual({ before: '', link: 'Store', after: '' });
  });
  test('no link (or an empty one) is plain text', () => {
    expect(linkParts('Just text')).toBeNull();
    expect(linkParts('a <link></link> b')).toBeNull();
    expect(linkParts('a <link>b')).toBeNull();
  });
});
