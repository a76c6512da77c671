// The schemas of the profile's enumerations; the values themselves are in enum-values.ts, which
// code that only reads them imports instead (no zod).
import { z } from 'zod';
import {
  accommodationTownValues,
  accommodationValues,
  attendingValues,
  industryValues,
  profileStatusValues,
} from './enum-values.js';

export * from './enum-values.js';

export const attendingSchema = z.enum(attendingValues);
export const profileStatusSchema = z.enum(profileStatusValues);
export const accommodationSchema = z.enum(accommodationValues);
export const accommodationTownSchema = z.enum(accommodationTownValues);
export const industrySchema = z.enum(industryValues);
