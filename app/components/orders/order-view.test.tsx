// The order view's parts that need no shop settings (jsdom): the tracker as an ordered list with the current
// step marked for assistive technology, in English and Arabic, and the cancelled / refunded notice with the
// cancellation's title and message. Plus the screen rules of app/lib/orders.ts.
import { createRemixStub } from '@remix-run/testing';
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nConfig } from '#app/lib/i18n-resources.server.ts';
import { methodLabel, orderMessage, paymentState, statusKey, stepState } from '#app/lib/orders.ts';
import { OrderNotice, OrderTracker, type ShownOrder } from '#app/components/orders/order-view.tsx';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ ...i18nConfig, lng: 'en' });
});

function renderIn(lng: string, element: React.ReactNode) {
  void i18n.changeLanguage(lng);
  const Stub = createRemixStub([{ path: '*', Component: () => <>{element}</> }]);
  return render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={['/']} />
    </I18nextProvider>,
  );
}

describe('OrderTracker', () => {
  it('lists the five steps in order, the order’s step current, the earlier ones done', async () => {
    renderIn('en', <OrderTracker status={3} />);
    const list = await screen.findByRole('list', { name: 'Order progress' });
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      '✓Pending (completed)',
      '✓Confirmed (completed)',
      '3Picked up (current step)',
      '4On the way (not yet)',
      '5Delivered (not yet)',
    ]);
    expect(steps.map((s) => s.getAttribute('aria-current'))).toEqual([
      null,
      null,
      'step',
      null,
      null,
    ]);
  });

  it('speaks Arabic', async () => {
    renderIn('ar', <OrderTracker status={5} />);
    const list = await screen.findByRole('list', { name: 'مراحل الطلب' });
    const current = within(list)
      .getAllByRole('listitem')
      .find((s) => s.getAttribute('aria-current') === 'step');
    expect(current?.textContent).toContain('تم التسليم');
  });
});

describe('OrderNotice', () => {
  const order = (refunded: number | null, cancelled = 1) =>
    ({
      cancelled,
      cancellation:
        refunded === null
          ? null
          : { id: 1, order_id: 1, title: 'Wrong size', message: 'Sorry', refunded },
    }) as unknown as ShownOrder;

  it('says the order was cancelled, or refunded, with the cancellation’s title and message', async () => {
    const { unmount } = renderIn('en', <OrderNotice order={order(0)} />);
    const notice = await screen.findByTestId('order-notice');
    expect(notice).toHaveTextContent('This order has been cancelled');
    expect(notice).toHaveTextContent('Wrong size');
    expect(notice).toHaveTextContent('Sorry');
    unmount();
    renderIn('en', <OrderNotice order={order(1)} />);
    expect(await screen.findByTestId('order-notice')).toHaveTextContent(
      'This order has been refunded',
    );
  });

  it('shows nothing for an order that is not cancelled', () => {
    const { container } = renderIn('en', <OrderNotice order={order(null, 0)} />);
    expect(container.querySelector('[data-testid="order-notice"]')).toBeNull();
  });
});

describe('order rules', () => {
  it('tells done, current and upcoming steps, and the payment state', () => {
    expect([1, 2, 3, 4, 5].map((s) => stepState(s, 2))).toEqual([
      'done',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(paymentState({ payment_done: 1, order_method: 7, trans_id: 'X' })).toBe('paid');
    expect(paymentState({ payment_done: 0, order_method: 7, trans_id: 'X' })).toBe('awaiting');
    expect(paymentState({ payment_done: 0, order_method: 7, trans_id: null })).toBe('unpaid');
    expect(paymentState({ payment_done: 0, order_method: 2, awaiting_verification: 0 })).toBe(
      'unpaid',
    );
    expect(statusKey({ status: 4, cancelled: 0 })).toBe('orders:status.4');
    expect(statusKey({ status: 1, cancelled: 1 }, true)).toBe('orders:status.refunded');
  });

  it('translates the API’s order messages and names the methods', () => {
    const t = i18n.getFixedT('fr');
    expect(orderMessage(t, 'Only a pending order can be cancelled.')).toBe(
      'Seule une commande en attente peut être annulée.',
    );
    expect(orderMessage(t, 'Some other backend’s text')).toBe('Some other backend’s text');
    expect(methodLabel(t, 2)).toBe('Paiement à la livraison');
    expect(methodLabel(t, 3)).toBe('Stripe');
  });
});
