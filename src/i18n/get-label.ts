import { ownValue } from '../env/own';
import { $labels } from './state';

/**
 * A loaded label; else `fallback`; else the id itself.
 *
 * @example
 * ```ts
 * await loadLabels('hrm');
 * getLabel('hrm.contract.title', 'Contract'); // the label, else 'Contract', else the id
 * ```
 */
export function getLabel(id: string, fallback?: string): string {
  const text = ownValue($labels.get(), id);
  if (typeof text === 'string') return text;
  return fallback ?? id;
}
