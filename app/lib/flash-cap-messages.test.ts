// The flash sale cap's messages (decision 149) in the reader's language: staff's cap refusals on the promotion
// screens, the shopper's sold-out refusal at checkout naming the product.
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { PromotionMessages, capBelowSoldMessage } from '#contract/promotions/schemas.ts';
import { flashSoldOutMessage } from '#contract/orders/schemas.ts';
import { i18nConfig } from '#app/lib/i18n-resources.server.ts';
import { issueMessage, promotionMessage } from '#app/lib/promotions.ts';
import { orderMessage } from '#app/lib/checkout.server.ts';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ ...i18nConfig, lng: 'en' });
});

describe('flash sale cap messages', () => {
  it('translates the cap’s refusals for staff', () => {
    const fr = i18n.getFixedT('fr');
    expect(promotionMessage(fr, capBelowSoldMessage(7, 2))).toBe(
      'Le plafond du produit 7 ne peut pas être inférieur aux 2 unités déjà vendues.',
    );
    expect(issueMessage(fr, 'quantity', PromotionMessages.capRange)).toMatch(/^Un plafond/);
    const en = i18n.getFixedT('en');
    expect(promotionMessage(en, capBelowSoldMessage(7, 2))).toBe(capBelowSoldMessage(7, 2));
  });

  it('translates the sold-out refusal at checkout, naming the product', () => {
    const en = i18n.getFixedT('en');
    expect(orderMessage(en, flashSoldOutMessage('Desk lamp'))).toBe(
      flashSoldOutMessage('Desk lamp'),
    );
    const tr = i18n.getFixedT('tr');
    expect(orderMessage(tr, flashSoldOutMessage('Desk lamp'))).toBe(
      'Desk lamp için flaş satış fiyatı tükendi. Lütfen sepetinizi gözden geçirin.',
    );
  });
});
