import type { loader } from '#app/routes/($lang).$main.product.$id/route.tsx';
import { unpack } from '#app/lib/packed.ts';

/** The product loader's answer with its extras (perhaps streamed) settled, and all of it unpacked. */
export const settleProduct = async (d: Awaited<ReturnType<typeof loader>>) => ({
  product: unpack(d.page).product,
  saleEnds: d.saleEnds,
  reviews: unpack(await d.reviews),
  suggested: unpack(await d.suggested),
});
