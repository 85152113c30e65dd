// The public face of the fulfilment domain (issue 34): a seller's parts of orders.
export { fulfilmentRoutes } from './routes.ts';
