// Main's schema of a kept treatment, apart from the rule: the window loads vat-treatment.ts, and no zod to start.
import { z } from 'zod';
import { VAT_TREATMENTS } from './vat-treatment';

/**
 * A treatment as kept in a quote or customer file. Development builds kept the EU business one as
 * `reverseCharge` (the wrong rule for goods): read as `intraCommunity`, so nothing saved is lost.
 */
export const vatTreatmentSchema = z.preprocess((kept) => (kept === 'reverseCharge' ? 'intraCommunity' : kept), z.enum(VAT_TREATMENTS));
