// What the product editor's parts read: the editor loader's data and its product (absent for a new one).
import type { useLoaderData } from '@remix-run/react';
import type { editorLoader } from '#app/lib/workspace-products.server.ts';

export type EditorData = ReturnType<typeof useLoaderData<typeof editorLoader>>;
export type EditorProduct = NonNullable<EditorData['product']>;
