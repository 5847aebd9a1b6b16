import { z } from 'zod';
import { fileParamsSchema, orderFileSchema, orderIdQuerySchema } from '../../orders/schema';
import { PHOTO_STAGES } from './photo-rules';

export { fileParamsSchema as rentalPhotoParamsSchema, orderIdQuerySchema as rentalPhotosQuerySchema };

/** The multipart `stage` field: when the photo is taken. */
export const photoStageSchema = z.enum(PHOTO_STAGES, { error: 'Укажите, когда сделано фото: pickup (получение) или return (возврат)' });

/** A photo of the tool: the order core's file with its stage; `url` is the authorised download. */
export const rentalPhotoSchema = orderFileSchema.extend({ stage: photoStageSchema });
export type RentalPhoto = z.infer<typeof rentalPhotoSchema>;

/** Whether a stage's photos are taken now, and why not. */
export const photoStageStateSchema = z.object({
  open: z.boolean(),
  /** The Russian reason the stage is closed; null while it is open. */
  reason: z.string().nullable(),
  count: z.number().int(),
  limit: z.number().int(),
});

export const rentalPhotosAnswerSchema = z.object({
  items: z.array(rentalPhotoSchema),
  stages: z.object({ pickup: photoStageStateSchema, return: photoStageStateSchema }),
});
export type RentalPhotos = z.infer<typeof rentalPhotosAnswerSchema>;

/** A return photo in the console's list of returns to check (`url`: the staff download). */
export const staffPhotoSchema = z.object({ uuid: z.string(), url: z.string(), created_at: z.iso.datetime({ offset: true }) });
export type StaffPhoto = z.infer<typeof staffPhotoSchema>;
