/**
 * The validated data set: every file that passed its schema, grouped by collection, with the path it is shown
 * under (`data/timetables/coron.yaml`). Single-file collections hold zero or one file.
 */
import type { z } from 'zod';
import { COLLECTIONS, type CollectionName } from '../schema/collections';

export type CollectionValue<K extends CollectionName> = z.output<(typeof COLLECTIONS)[K]['schema']>;

export interface SourcedFile<T> {
  file: string;
  value: T;
}

export type Dataset = { [K in CollectionName]: SourcedFile<CollectionValue<K>>[] };

export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[];

export function emptyDataset(): Dataset {
  return Object.fromEntries(COLLECTION_NAMES.map((name) => [name, []])) as unknown as Dataset;
}

/** The one file of a single-file collection, or null when it is missing or invalid. */
export function single<K extends CollectionName>(data: Dataset, name: K): SourcedFile<CollectionValue<K>> | null {
  return (data[name][0] as SourcedFile<CollectionValue<K>> | undefined) ?? null;
}
