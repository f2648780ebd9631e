/** One data file as read: where it is, which collection it belongs to, its text and its plain YAML value. */
import type { CollectionName } from '../schema/collections';

export interface LoadedFile {
  /** As displayed: `data/timetables/coron.yaml`. */
  file: string;
  /** Relative to the data folder: `timetables/coron.yaml`. */
  rel: string;
  collection: CollectionName;
  text: string;
  /** The plain value, or undefined when the YAML could not be read into one. */
  value: unknown;
}
