import type { ReactNode } from 'react';
import { useVariantPublications } from '../api/publications.ts';
import { PublicationStatus } from './publication-status.tsx';

/** A variant's publication in the variants table, like the queue shows a post's; the fallback before it has one. */
export function VariantPublication({ variantId, fallback }: { variantId: number; fallback: ReactNode }) {
  const publication = useVariantPublications().get(variantId);
  return publication ? <PublicationStatus publication={publication} /> : fallback;
}
