/**
 * The strict-public view of an answer leaves out exactly the fields calls.ts marks assumed,
 * so the service is tried against what the recordings show.
 */
import { describe, expect, it } from 'vitest';
import { publicShapeOf } from '../../../electron/demo-platform/public-shape.js';
import { orderItem, orderPayload, shop, webhookShopType } from '../../fixtures/recorded-shapes.js';

describe('the strict-public shape', () => {
  it('leaves a shop its type id but not the nested type or a location', () => {
    const full = shop({ shop_type: webhookShopType, location_id: 7 });
    const page = { data: [full], count: 1, total: 1 };
    expect(publicShapeOf('listShops', page)).toEqual({ ...page, data: [shop()] });
  });

  it("leaves an order line its flat product's group but not a group, cost or kind of its own", () => {
    const line = orderItem({ product_group_id: 7, cost_ppu: '5.0000', non_turnover_kind: null });
    const order = orderPayload({ location_id: '2', order_items: [line] });
    const stripped = publicShapeOf('getOrder', order) as ReturnType<typeof orderPayload>;
    expect(stripped).not.toHaveProperty('location_id');
    expect(stripped.order_items).toEqual([orderItem()]);
  });
});
