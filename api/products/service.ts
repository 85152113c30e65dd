// The products domain's one face (issue 33): the catalogue workspaces' reads and writes, scoped to a store
// or to the whole shop, and the stock history that other domains (orders) write to.
export { scopeOf, type Scope } from './scope.ts';
export { catalogueOptions, productEditor, productsPage } from './editor.ts';
export { deleteProduct, saveProduct, setProductStatus, type Outcome } from './save.ts';
export { duplicateProduct, saveInventory, setVariants } from './variants.ts';
export { changeStock, lowStockPage, recordStock, stockHistoryPage } from './stock.ts';
export { addImage, deleteImage, moveImage, setImageAlt } from './images.ts';
