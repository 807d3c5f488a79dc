import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

/**
 * What a variant row shows in its Status cell once the variant has a publication (its state, link, numbers or
 * failure with Retry). Publishing is its own feature: the app hands its cell in here, so the variants table shows
 * it without the Create area reaching into publishing.
 */
export type VariantPublicationCell = ComponentType<{ variantId: number; fallback: ReactNode }>;

const VariantPublicationContext = createContext<VariantPublicationCell | null>(null);

export const VariantPublicationProvider = VariantPublicationContext.Provider;

/** The status cell of one variant: the publication's when the app provides one, else the variant's own badge. */
export function VariantStatusCell({ variantId, fallback }: { variantId: number; fallback: ReactNode }) {
  const Cell = useContext(VariantPublicationContext);
  return Cell ? <Cell variantId={variantId} fallback={fallback} /> : fallback;
}
